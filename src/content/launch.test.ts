import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { SPEC_LAUNCH_LABEL } from "@/lib/site-config";

import { launch, launchNotice, launchWords, quarterEnd } from "./launch";
import { cities } from "./locations";
import { about } from "./about";
import { contactPage, signupPage } from "./pages";
import { contentPlaceholders } from "./placeholders";

describe("the launch quarter", () => {
  it("ends at the first moment of the next quarter", () => {
    expect(quarterEnd("Q4 2025").toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(quarterEnd("Q1 2027").toISOString()).toBe("2027-04-01T00:00:00.000Z");
  });

  it("is named while it is ahead, and becomes 'soon' once it has passed", () => {
    const ahead = launchWords("Q2 2027", new Date("2027-06-30T23:59:59Z"));
    expect(ahead).toMatchObject({
      passed: false,
      label: "Q2 2027",
      when: "in Q2 2027",
      named: "Q2 2027 launch",
      figure: { value: "Q2 2027", label: "launch" },
    });
    const passed = launchWords("Q2 2027", new Date("2027-07-01T00:00:00Z"));
    expect(passed).toMatchObject({ passed: true, label: "soon", when: "soon", named: "launch" });
  });

  it("gives the founders a notice until a quarter ahead is set", () => {
    const now = new Date("2026-12-05T08:00:00Z");
    expect(launchNotice(launchWords(SPEC_LAUNCH_LABEL, now), false)).toBe(
      `LAUNCH_LABEL is not set, and the specification's Q4 2025 has passed, so the site says "launching soon". Set LAUNCH_LABEL to the launch quarter (such as Q2 2027) and rebuild.`,
    );
    expect(launchNotice(launchWords("Q1 2026", now), true)).toMatch(
      /^LAUNCH_LABEL Q1 2026 has passed, so the site says "launching soon"/,
    );
    expect(launchNotice(launchWords("Q2 2027", now), false)).toMatch(
      /^LAUNCH_LABEL is not set: the site shows the specification's launch, Q2 2027/,
    );
    expect(launchNotice(launchWords("Q2 2027", now), true)).toBeNull();
  });

  // In December 2026 the site said "Launching Q4 2025" and "before the Q4 2025 launch".
  it("is never printed once it has passed, in any page's copy", () => {
    expect(launch.passed).toBe(true);
    const copy = JSON.stringify([cities, about, signupPage, contactPage, contentPlaceholders]);
    expect(copy).not.toContain(launch.quarter);
    expect(copy).toContain("launch soon");
    const legal = path.join(import.meta.dirname, "legal");
    for (const file of readdirSync(legal))
      expect(readFileSync(path.join(legal, file), "utf8"), file).not.toContain(launch.quarter);
  });
});
