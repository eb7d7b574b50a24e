import { describe, expect, it } from "vitest";

import { getLegalDocument } from "./legal";
import { emails } from "./site";

describe("legal documents", () => {
  it.each([
    ["terms", 10],
    ["privacy", 8],
    ["cookies", 7],
  ] as const)("%s has %i numbered sections", (slug, count) => {
    const doc = getLegalDocument(slug);
    expect(doc.sections).toHaveLength(count);
    doc.sections.forEach((section, index) =>
      expect(section.text).toMatch(new RegExp(`^${index + 1}\\. `)),
    );
  });

  it("fills every placeholder, including the privacy address", () => {
    const privacy = getLegalDocument("privacy");
    expect(privacy.html).not.toMatch(/\{\{/);
    expect(privacy.html).toContain(emails.privacy);
  });

  it("names the four consent categories in the cookie policy", () => {
    const cookies = getLegalDocument("cookies").html;
    for (const category of ["Essential", "Performance", "Functionality", "Marketing"]) {
      expect(cookies).toContain(category);
    }
  });
});
