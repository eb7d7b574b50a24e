import type { Locator, Page } from "@playwright/test";

import { waitOutMinimumFillTime } from "./fill-time";

/** A message typed into the /contact page's form. */
export interface ContactAnswers {
  name: string;
  email: string;
  message: string;
}

/**
 * Opens /contact, types `answers` into its form by the labels a visitor reads and sends it;
 * `serverChecksOnly` turns the browser's own checks off, so an invalid field reaches the server;
 * `atPersonsPace` sends it no sooner than a person could, so it is counted and notified.
 * Returns the page's main, where the answer shows.
 */
export async function sendContactPage(
  page: Page,
  answers: ContactAnswers,
  { serverChecksOnly = false, atPersonsPace = false } = {},
): Promise<Locator> {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await main.getByLabel("Name").fill(answers.name);
  await main.getByLabel("Email", { exact: true }).fill(answers.email);
  await main.getByRole("textbox", { name: "Message" }).fill(answers.message);
  if (serverChecksOnly)
    await main
      .locator("form:has(textarea)")
      .evaluate((form: HTMLFormElement) => (form.noValidate = true));
  if (atPersonsPace) await waitOutMinimumFillTime(main);
  await main.getByRole("button", { name: "Send Message" }).click();
  return main;
}
