import { describe, expect, it } from "vitest";

import { beaconSchema, parseAttribution } from "@/lib/analytics/wire";

import { landingBeacon } from "../../../tests/support/beacons";

describe("wire", () => {
  it("parses", () => {
    const visit = "abcdefghijklmnop";
    const leeds = landingBeacon(visit, "/locations/leeds", { utm: { source: "flyer" } });
    expect(beaconSchema.safeParse(leeds).success).toBe(true);
    // A path with a query could carry a token: refused.
    expect(beaconSchema.safeParse(landingBeacon(visit, "/x?token=1")).success).toBe(false);
    expect(parseAttribution('{"landing":"/","firstTouch":{"firstSeen":"2026-11-23"}}')).toEqual({
      landing: "/",
      firstTouch: { firstSeen: "2026-11-23" },
    });
    expect(parseAttribution('{"bad":1}')).toBe(null);
  });
});
