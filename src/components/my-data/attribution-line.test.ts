import { describe, expect, it } from "vitest";

import { attributionLine } from "./attribution-line";

const stored = {
  landing_page: "/locations/leeds",
  referrer_host: "www.google.com",
  utm: { source: "flyer", campaign: "spring" },
  first_touch: null as unknown,
  visit_id: "v1",
};

describe("where a sign-up came from, on the person's own page", () => {
  it("reads this visit as words", () => {
    expect(attributionLine(stored)).toBe(
      "landed on /locations/leeds, from www.google.com, utm_source flyer, utm_campaign spring",
    );
  });

  it("gives the first visit its date and its own source, not the stored JSON", () => {
    const line = attributionLine({
      ...stored,
      utm: {},
      referrer_host: null,
      first_touch: { landing: "/", referrer: "facebook.com", firstSeen: "2026-11-02" },
    });
    expect(line).toBe(
      "landed on /locations/leeds; first visit 2 November 2026: landed on /, from facebook.com",
    );
    expect(line).not.toContain("{");
  });

  it("shows a first visit stored in an unknown shape as stored, never drops it", () => {
    expect(attributionLine({ ...stored, utm: {}, first_touch: { seen: "yesterday" } })).toBe(
      'landed on /locations/leeds, from www.google.com; first visit {"seen":"yesterday"}',
    );
  });

  it("says nothing when nothing was kept", () => {
    expect(attributionLine(null)).toBeNull();
    expect(
      attributionLine({ ...stored, landing_page: null, referrer_host: null, utm: {} }),
    ).toBeNull();
  });
});
