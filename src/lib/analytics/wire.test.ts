import { describe, expect, it } from "vitest";
import { beaconSchema, parseAttribution } from "@/lib/analytics/wire";
describe("wire", () => {
  it("parses", () => {
    expect(
      beaconSchema.safeParse({
        v: 1,
        visit: "abcdefghijklmnop",
        events: [
          {
            type: "view",
            path: "/locations/leeds",
            utm: { source: "flyer" },
            viewport: "phone",
            firstInVisit: true,
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      beaconSchema.safeParse({
        v: 1,
        visit: "abcdefghijklmnop",
        events: [{ type: "view", path: "/x?token=1", viewport: "phone", firstInVisit: true }],
      }).success,
    ).toBe(false);
    expect(parseAttribution('{"landing":"/","firstTouch":{"firstSeen":"2026-11-23"}}')).toEqual({
      landing: "/",
      firstTouch: { firstSeen: "2026-11-23" },
    });
    expect(parseAttribution('{"bad":1}')).toBe(null);
  });
});
