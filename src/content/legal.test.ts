import { describe, expect, it } from "vitest";

import { getLegalDocument } from "./legal";
import { type DeploymentSettings, websitePhrase } from "./placeholders";
import { emails } from "./site";

const settings: DeploymentSettings = { waitlistConfirmDays: 7, analyticsRetentionMonths: 13 };

describe("legal documents", () => {
  it.each([
    ["terms", 10],
    ["privacy", 8],
    ["cookies", 7],
  ] as const)("%s has %i numbered sections", (slug, count) => {
    const doc = getLegalDocument(slug, settings);
    expect(doc.sections).toHaveLength(count);
    doc.sections.forEach((section, index) =>
      expect(section.text).toMatch(new RegExp(`^${index + 1}\\. `)),
    );
  });

  it("fills every placeholder, including the privacy address", () => {
    const privacy = getLegalDocument("privacy", settings);
    expect(privacy.html).not.toMatch(/\{\{/);
    expect(privacy.html).toContain(emails.privacy);
  });

  it("states the purge period this deployment runs with", () => {
    const privacy = getLegalDocument("privacy", { ...settings, waitlistConfirmDays: 12 }).html;
    expect(privacy).toContain("Deleted 12 days after you signed up");
  });

  it("states the analytics retention this deployment runs with, in both policies", () => {
    const changed = { ...settings, analyticsRetentionMonths: 6 };
    expect(getLegalDocument("privacy", changed).html).toContain("6 months, then only daily totals");
    expect(getLegalDocument("cookies", changed).html).toContain("6 months");
    expect(getLegalDocument("cookies", changed).html).not.toContain("13 months");
  });

  it("never prints an origin that is not SITE_URL: 'this website' when it is unset", () => {
    expect(websitePhrase("http://localhost:3000", false)).toBe("this website");
    expect(websitePhrase("https://www.grafter.co.uk", true)).toBe(
      "the Grafter website at https://www.grafter.co.uk",
    );
    for (const slug of ["terms", "privacy", "cookies"] as const) {
      const doc = getLegalDocument(slug, settings);
      if (!process.env.SITE_URL)
        expect(doc.html, slug).not.toMatch(/localhost|https?:\/\/[^"]*grafter/);
    }
    expect(getLegalDocument("terms", settings).html).toContain(
      "These terms cover your use of this website",
    );
  });

  it("names the four consent categories in the cookie policy", () => {
    const cookies = getLegalDocument("cookies", settings).html;
    for (const category of ["Essential", "Performance", "Functionality", "Marketing"]) {
      expect(cookies).toContain(category);
    }
  });
});
