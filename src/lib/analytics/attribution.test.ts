// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { browserStorage } from "@/content/browser-storage";

import { buildAttribution } from "./attribution";
import { captureFirstTouch, readFirstTouch } from "./first-touch";
import type { Visit } from "./visit";
import { attributionSchema } from "./wire";

const visit: Visit = {
  id: "abcdefghijklmnopqrstuv",
  landing: "/locations/leeds",
  referrer: "www.google.com",
  utm: { source: "flyer" },
  seen: ["/locations/leeds", "/signup"],
};
const firstTouch = { landing: "/blog/x", utm: { source: "forum" }, firstSeen: "2026-11-01" };

describe("sign-up attribution", () => {
  it("carries nothing without performance consent, whatever else is allowed", () => {
    expect(buildAttribution({ performance: false, marketing: true }, visit, firstTouch)).toBeNull();
  });

  it("carries the visit's start with performance only", () => {
    const attribution = buildAttribution(
      { performance: true, marketing: false },
      visit,
      firstTouch,
    );
    expect(attribution).toEqual({
      visit: visit.id,
      landing: "/locations/leeds",
      referrer: "www.google.com",
      utm: { source: "flyer" },
    });
    expect(attributionSchema.parse(attribution)).toEqual(attribution);
  });

  it("leaves out UTM values kept in the browser before the UTM rule", () => {
    const attribution = buildAttribution(
      { performance: true, marketing: true },
      { ...visit, utm: { source: "newsletter", campaign: "jane.doe@example.com" } },
      { ...firstTouch, utm: { content: "07700 900123" } },
    );
    expect(attribution?.utm).toEqual({ source: "newsletter" });
    expect(attribution?.firstTouch).toEqual({ landing: "/blog/x", firstSeen: "2026-11-01" });
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });

  it("adds the first touch with marketing too", () => {
    const attribution = buildAttribution({ performance: true, marketing: true }, visit, firstTouch);
    expect(attribution?.firstTouch).toEqual(firstTouch);
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });
});

describe("first touch", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps the first source for 90 days and never replaces it meanwhile", () => {
    sessionStorage.setItem(browserStorage.visit.key, JSON.stringify(visit));
    captureFirstTouch(new Date("2026-11-23T10:00:00Z"));
    sessionStorage.setItem(
      browserStorage.visit.key,
      JSON.stringify({ ...visit, landing: "/pricing", utm: { source: "other" } }),
    );
    captureFirstTouch(new Date("2026-12-01T10:00:00Z"));
    const kept = readFirstTouch(Date.parse("2027-02-20T10:00:00Z"));
    expect(kept).toEqual({
      landing: "/locations/leeds",
      referrer: "www.google.com",
      utm: { source: "flyer" },
      firstSeen: "2026-11-23",
    });
  });

  it("forgets it after 90 days, and a new source is kept then", () => {
    sessionStorage.setItem(browserStorage.visit.key, JSON.stringify(visit));
    captureFirstTouch(new Date("2026-11-23T10:00:00Z"));
    expect(readFirstTouch(Date.parse("2027-02-22T10:00:00Z"))).toBeNull();
    expect(localStorage.getItem(browserStorage.firstTouch.key)).toBeNull();
  });
});
