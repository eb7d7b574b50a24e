import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { consentRecordFields } from "@/content/consent";
import { consentRecordWords } from "@/content/consent-uses";
import { getLegalDocument } from "@/content/legal";
import type { DeploymentSettings } from "@/content/placeholders";
import { CONSENT_PATH, consentChoiceSchema } from "@/lib/analytics/wire";

import { consentChoices } from "../db/schema";

// The privacy and cookie policies said the cookie choice "never leaves your browser and is not
// sent to us", while every choice, Reject All included, is posted to /api/consent and kept in
// consent_choices. The policies now list the record from consentRecordWords; these
// tests hold that list to what the code sends and keeps (decision 084).

const settings: DeploymentSettings = { waitlistConfirmDays: 7, analyticsRetentionMonths: 13 };
const policies = (["privacy", "cookies"] as const).map((slug) => [
  slug,
  getLegalDocument(slug, settings).html,
]);

/** The table's columns each field of the record is kept in. */
const keptIn: Record<string, string[]> = {
  visit: ["visitId"],
  bannerVersion: ["bannerVersion"],
  action: ["action"],
  categories: ["performance", "functionality", "marketing"],
};

describe("what the policies say about the record of a cookie choice", () => {
  it("lists every field the browser posts, and no other", () => {
    expect(Object.keys(consentChoiceSchema.shape).sort()).toEqual([...consentRecordFields].sort());
    expect(Object.keys(consentRecordWords).sort()).toEqual([...consentRecordFields].sort());
  });

  it("says kept of exactly what consent_choices keeps, besides its id and time", () => {
    const kept = consentRecordFields.filter((field) => consentRecordWords[field].kept);
    expect(Object.keys(getTableColumns(consentChoices)).sort()).toEqual(
      ["id", "createdAt", "day", ...kept.flatMap((field) => keptIn[field] ?? [field])].sort(),
    );
  });

  it.each(policies)(
    "the %s policy names the endpoint, each field, and how long it is kept",
    (_slug, html) => {
      expect(html).toContain(`<code>${CONSENT_PATH}</code>`);
      for (const field of consentRecordFields) {
        const words = consentRecordWords[field].words.replace(/'/g, "&#x27;");
        expect(html.replace(/&#39;/g, "&#x27;")).toContain(words);
      }
      expect(html).toContain("Reject All included");
      expect(html).toMatch(/13 months[^.]*only (daily totals|the number of each answer per day)/);
      expect(html).not.toMatch(
        /never leaves your browser|is not sent to us|It is never sent to us/,
      );
    },
  );
});
