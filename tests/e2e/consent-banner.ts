import type { Page } from "@playwright/test";

/** The cookie consent banner, as a visitor meets it on a first visit. */
export const consentBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** Answers the banner with one of its two one-press choices. */
export const answerBanner = (page: Page, choice: "Accept All" | "Reject All") =>
  consentBanner(page).getByRole("button", { name: choice }).click();
