import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { retention } from "./retention";

const policy = readFileSync(path.join(process.cwd(), "src/content/legal/privacy.md"), "utf8");

// The privacy policy's section 5 states what retention.ts does; one figure, said the same way.
describe("privacy policy and retention periods", () => {
  it("states how long quarantined (suspected automated) submissions are kept", () => {
    expect(policy).toMatch(
      new RegExp(
        `\\| Submissions held back as likely spam \\| Deleted after ${retention.quarantinedDays} days \\|`,
      ),
    );
  });

  it("states how long deleted information can persist in storage and backups", () => {
    expect(policy).toContain(`up to ${retention.backupDays} days`);
    expect(policy).toMatch(/storage files/);
  });

  it("states the other periods retention.ts applies", () => {
    expect(policy).toContain(`Deleted after ${retention.unconfirmedNewsletterDays} days`);
    expect(policy).toContain(
      `| Newsletter sign-ups | Until you unsubscribe, then deleted ${retention.unsubscribedNewsletterDays} days later |`,
    );
    expect(policy).toContain(`Removed ${retention.deliveredNotificationDays} days after delivery`);
    expect(policy).toContain(`| Contact messages | ${retention.contactMessageMonths} months |`);
  });
});
