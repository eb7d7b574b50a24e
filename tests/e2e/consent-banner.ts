import { expect, type Page } from "@playwright/test";

import { consentCopy } from "../../src/content/consent";

/** The cookie consent banner, as a visitor meets it on a first visit. */
export const consentBanner = (page: Page) =>
  page.getByRole("region", { name: consentCopy.bannerLabel });

/** Answers the banner with one of its two one-press choices. */
export const answerBanner = (page: Page, choice: "Accept All" | "Reject All") =>
  consentBanner(page).getByRole("button", { name: choice }).click();

/**
 * Once the banner's script runs it keeps Tab clear of the banner (conventions.md "What Tab brings into view"); a busy machine
 * can be pressing Tab before then (the HTML's banner has no padding), so a test waits for it, and
 * for the page's fonts: the banner's height, and so the padding, is final once its words are set
 * in Inter (a stop scrolled into view by the fallback's padding can end under the taller banner).
 */
export async function bannerKeepsTabClear(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom))
    .not.toBe("");
}
