import type { Page } from "@playwright/test";

import { browserStorage } from "../../src/content/browser-storage";
import { formDraftCopy } from "../../src/content/form-drafts";
import { expect, presetConsent, test } from "./analytics-fixtures";

// Functionality consent: an unfinished form is kept in the browser and offered back,
// and a form that could not be sent is kept for a one-press re-send. Without consent, nothing.

const draftOffer = (page: Page) => page.getByRole("group", { name: formDraftCopy.draftLabel });
const unsentOffer = (page: Page) => page.getByRole("group", { name: formDraftCopy.unsentLabel });
const contactSuccess = "Thank you for your message! We'll get back to you soon.";
const functionalityOnly = { performance: false, functionality: true, marketing: false };

async function startContactForm(page: Page) {
  await page.getByRole("main").getByLabel("Name").fill("Priya Shah");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill("priya@example.co.uk");
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("Half-written question about gas safety certificates");
  // The draft is saved a moment after typing stops.
  await page.waitForTimeout(700);
}

const draftKey = browserStorage.contactDraft.key;
const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), draftKey);

test("with functionality on, an unfinished form comes back after a reload, by the visitor's choice", async ({
  page,
}) => {
  await presetConsent(page, functionalityOnly);
  await page.goto("/contact");
  await startContactForm(page);
  // Kept whether the keeper's code arrived before the typing or after it (CI of fbb5abf: after).
  await expect.poll(() => kept(page)).toContain("gas safety");

  await page.reload();
  await expect(draftOffer(page)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await draftOffer(page).getByRole("button", { name: formDraftCopy.restore }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
    "Half-written question about gas safety certificates",
  );
  await expect(page.getByRole("main").getByLabel("Name")).toHaveValue("Priya Shah");
  await expect(page.getByRole("status").filter({ hasText: formDraftCopy.restored })).toBeVisible();
  // Focus goes to the form, not to the end of the document, when the buttons disappear.
  await expect(page.getByRole("main").getByLabel("Name")).toBeFocused();

  await page.reload();
  await draftOffer(page).getByRole("button", { name: formDraftCopy.discard }).click();
  await expect(draftOffer(page)).toBeHidden();
  expect(await kept(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await expect(draftOffer(page)).toBeHidden();
});

test("without functionality nothing is kept, and withdrawing it deletes what was", async ({
  page,
}) => {
  await presetConsent(page, { performance: true, functionality: false, marketing: true });
  await page.goto("/contact");
  await startContactForm(page);
  expect(await kept(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await expect(draftOffer(page)).toBeHidden();

  // Now allowed, then withdrawn: the draft goes at once.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  await panel.getByRole("button", { name: "Accept All" }).click();
  await page.getByRole("textbox", { name: "Message" }).fill("Kept for now");
  await expect.poll(() => kept(page)).toContain("Kept for now");
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await panel.getByRole("switch", { name: "Functionality" }).click();
  await panel.getByRole("button", { name: "Save Preferences" }).click();
  await expect.poll(() => kept(page)).toBeNull();
});

test.describe("a form that failed for lack of network", () => {
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test("is kept, and one press sends it once the signal is back, even after a reload", async ({
    page,
    context,
  }) => {
    await presetConsent(page, functionalityOnly);
    await page.goto("/contact");
    await startContactForm(page);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(unsentOffer(page)).toBeVisible();
    expect(JSON.parse((await kept(page))!)).toMatchObject({ unsent: true });
    await context.setOffline(false);

    await page.reload();
    await expect(unsentOffer(page)).toBeVisible();
    await unsentOffer(page).getByRole("button", { name: formDraftCopy.sendAgain }).click();
    await expect(page.getByRole("status").filter({ hasText: contactSuccess })).toBeVisible();
    await expect(unsentOffer(page)).toBeHidden();
    expect(await kept(page)).toBeNull();
  });
});
