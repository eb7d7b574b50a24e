import { expect, type Page } from "@playwright/test";

/** The cookie consent banner, as a visitor meets it on a first visit. */
export const consentBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** Answers the banner with one of its two one-press choices. */
export const answerBanner = (page: Page, choice: "Accept All" | "Reject All") =>
  consentBanner(page).getByRole("button", { name: choice }).click();

/**
 * Once the banner's script runs it keeps Tab clear of the banner (conventions.md "What Tab brings into view"); a busy machine
 * can be pressing Tab before then (the HTML's banner has no padding), so a test waits for it.
 */
export const bannerKeepsTabClear = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom))
    .not.toBe("");
