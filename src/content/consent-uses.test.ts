import { describe, expect, it } from "vitest";

import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from "@/lib/analytics/wire-constants";

import { browserStorage, storageOf } from "./browser-storage";
import { consentPolicyPlaceholders } from "./consent-uses";
import { getLegalDocument } from "./legal";
import type { DeploymentSettings } from "./placeholders";

const settings: DeploymentSettings = { waitlistConfirmDays: 7, analyticsRetentionMonths: 13 };

describe("the cookie policy, generated from the storage list the code uses", () => {
  const policy = getLegalDocument("cookies", settings).html;

  it("lists every stored key with its category and lifetime", () => {
    const rows = consentPolicyPlaceholders().consentStorageRows!.split("\n");
    expect(rows).toHaveLength(Object.keys(browserStorage).length);
    for (const item of Object.values(browserStorage)) {
      const row = rows.find((line) => line.startsWith(`| \`${item.key}\``));
      expect(row, item.key).toBeDefined();
      if (item.days !== null) expect(row).toContain(`${item.days} days`);
      expect(policy).toContain(item.key);
    }
  });

  it("states each lifetime the code applies, and the server's retention", () => {
    expect(policy).toContain(`for ${browserStorage.waitlistDraft.days} days`);
    expect(policy).toContain(`for ${browserStorage.firstTouch.days} days`);
    expect(policy).toContain(`${DEFAULT_ANALYTICS_RETENTION_MONTHS} months`);
    expect(getLegalDocument("privacy", settings).html).toContain(
      `${DEFAULT_ANALYTICS_RETENTION_MONTHS} months, then only daily totals`,
    );
  });

  it("gives each optional category what it keeps", () => {
    expect(storageOf("performance").map((item) => item.key)).toEqual([browserStorage.visit.key]);
    expect(storageOf("functionality")).toHaveLength(2);
    expect(storageOf("marketing").map((item) => item.key)).toEqual([browserStorage.firstTouch.key]);
  });
});
