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
    // Only what location.pathname can be (percent-encoded, visible ASCII).
    expect(beaconSchema.safeParse(landingBeacon(visit, "/caf%C3%A9/(1)")).success).toBe(true);
    for (const forged of [
      "/\u202egnp.exe",
      "/\u0001\u001b[31mred",
      "/\u0000x",
      "/\ud800",
      "/a b",
      "/café",
    ]) {
      expect(beaconSchema.safeParse(landingBeacon(visit, forged)).success, forged).toBe(false);
    }
    // The founders' console is not the site's traffic (session 55's founders' audit).
    for (const console of ["/admin", "/admin/waitlist", "/ADMIN/login"])
      expect(beaconSchema.safeParse(landingBeacon(visit, console)).success, console).toBe(false);
    expect(beaconSchema.safeParse(landingBeacon(visit, "/administration")).success).toBe(true);
    const utm = (source: string) => landingBeacon(visit, "/", { utm: { source } });
    expect(beaconSchema.safeParse(utm("Café flyer")).success).toBe(true);
    for (const forged of ["\ud800", "a\u2028b", "\u0000"]) {
      expect(beaconSchema.safeParse(utm(forged)).success, forged).toBe(false);
    }
    expect(parseAttribution('{"landing":"/","firstTouch":{"firstSeen":"2026-11-23"}}')).toEqual({
      landing: "/",
      firstTouch: { firstSeen: "2026-11-23" },
    });
    expect(parseAttribution('{"bad":1}')).toBe(null);
  });

  it("refuses a beacon whose UTM value is an e-mail address or a phone number", () => {
    const visit = "abcdefghijklmnop";
    for (const utm of [
      { campaign: "jane.doe@example.com" },
      { term: "07700 900123" },
      { content: "x".repeat(101) },
    ]) {
      expect(beaconSchema.safeParse(landingBeacon(visit, "/", { utm })).success).toBe(false);
    }
  });

  it("keeps a sign-up's attribution without the UTM values the rule refuses", () => {
    expect(
      parseAttribution({
        landing: "/locations/leeds",
        utm: { source: "newsletter", campaign: "jane.doe@example.com" },
        firstTouch: { utm: { term: "+44 7700 900123" }, firstSeen: "2026-11-23" },
      }),
    ).toEqual({
      landing: "/locations/leeds",
      utm: { source: "newsletter" },
      firstTouch: { firstSeen: "2026-11-23" },
    });
  });
});
