import type { Locator } from "@playwright/test";

import { expect, test } from "./fixtures";

const notes = {
  waitlist:
    /^We keep these details to run the waitlist .*, until 12 months after launch or within days if you never confirm your address\. Privacy policy$/,
  contact: /^We keep your name, e-mail and message to answer you, for 24 months\. Privacy policy$/,
  newsletter:
    /^We keep your e-mail address to send you the newsletter, until you unsubscribe\. Privacy policy$/,
};

async function expectNote(scope: Locator, text: RegExp) {
  const note = scope.getByTestId("privacy-note");
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(text);
  await expect(note.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/legal/privacy",
  );
}

test("every form says under it what we keep, why, for how long, with the privacy policy", async ({
  page,
}) => {
  await page.goto("/signup");
  await expectNote(
    page.getByRole("main").locator("form", { has: page.getByLabel("Company size") }),
    notes.waitlist,
  );
  await expectNote(page.locator("footer form"), notes.newsletter);

  await page.goto("/contact");
  await expectNote(page.locator("main form"), notes.contact);

  await page.goto("/blog");
  await expectNote(page.locator("main form"), notes.newsletter);

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).first().click();
  await expectNote(
    page.getByRole("dialog", { name: "Join the Waitlist" }).locator("form"),
    notes.waitlist,
  );
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).first().click();
  await expectNote(page.getByRole("dialog", { name: "Contact Us" }).locator("form"), notes.contact);
});
