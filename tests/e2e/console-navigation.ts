import type { Page } from "@playwright/test";

/** The founders' console's own navigation, between its sections. */
export const consoleNavigation = (page: Page) =>
  page.getByRole("navigation", { name: "Admin sections" });

/** The link to a section of the console in its navigation, by the section's name. */
export const consoleSection = (page: Page, name: string) =>
  consoleNavigation(page).getByRole("link", { name });
