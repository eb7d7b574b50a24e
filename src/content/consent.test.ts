import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { optionalConsentCategories } from "./consent";
import { consentCategories } from "./consent-panel";

const policy = readFileSync(path.join(import.meta.dirname, "legal/cookies.md"), "utf8");

/** The h3 headings of the policy's "The four categories" section, without "(always on)". */
function policyCategoryHeadings(): string[] {
  const section = policy.split(/^## /m).find((part) => /^\d+\. The \w+ categories/.test(part));
  if (!section) throw new Error("cookies.md has no 'The ... categories' section");
  return [...section.matchAll(/^### (.+)$/gm)].map((match) => match[1]!.replace(/\s*\(.*\)$/, ""));
}

describe("consent categories", () => {
  it("offers essential (locked on) and the three optional categories of the spec", () => {
    expect(consentCategories.map((category) => [category.id, category.locked])).toEqual([
      ["essential", true],
      ["performance", false],
      ["functionality", false],
      ["marketing", false],
    ]);
    expect(consentCategories.filter((category) => !category.locked).map((c) => c.id)).toEqual([
      ...optionalConsentCategories,
    ]);
  });

  it("gives each category a one-line description", () => {
    for (const category of consentCategories) {
      expect(category.description).toMatch(/^[^\n]{20,120}$/);
    }
  });

  it("names every category in the cookie policy", () => {
    for (const category of consentCategories) expect(policy).toContain(category.name);
  });

  it("lists exactly the panel's categories in the cookie policy's categories section", () => {
    expect(policyCategoryHeadings()).toEqual(consentCategories.map((category) => category.name));
  });
});
