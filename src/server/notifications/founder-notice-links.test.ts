import { describe, expect, it } from "vitest";

import { siteUrl } from "@/lib/site-config";

import { founderNoticeMail } from "./founder-notice-mail";

const submission = {
  name: "Sam Fixer",
  email: "sam@fixer.example",
  company: "Fixer Ltd",
  trade: "plumber",
  company_size: "6-20",
  interested_plan: "starter",
  back_office_users: 1,
  field_users: 0,
  source: "/signup",
};

describe("every founders' notice links to its record in the console", () => {
  it.each([
    ["a sign-up", "waitlist", "/admin/waitlist/42"],
    ["a confirmation", "confirmation", "/admin/waitlist/42"],
    ["a contact message", "contact", "/admin/contact/42"],
  ] as const)("%s", (_label, type, path) => {
    const mail = founderNoticeMail({ type, submission: { ...submission, id: 42, message: "Hi" } });
    const url = `${siteUrl}${path}`;
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it("a notice from before records were linked (no id) still reads, without a link", () => {
    const mail = founderNoticeMail({ type: "confirmation", submission });
    expect(mail.text).not.toContain("/admin/");
  });
});
