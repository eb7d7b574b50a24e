import type { Page } from "@playwright/test";

import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { expect, test } from "./admin-fixtures";
import { newPersonsLink, testPersonsPage } from "./personal-link";

// Decision 047. Playwright starts Chromium with its back/forward cache switched off; a phone's
// Chrome has it on, and keeps a page it leaves (even a no-store one) to show it again at once on
// Back. These tests run with it on, as a visitor has it.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

/** Records, in every document the page opens, whether each showing came from the cache. */
async function recordShowings(page: Page) {
  await page.addInitScript(() => {
    const showings: boolean[] = [];
    Object.assign(window, { showings });
    window.addEventListener("pageshow", (event) => showings.push(event.persisted));
  });
}

const showings = (page: Page) =>
  page.evaluate(() => (window as unknown as { showings: boolean[] }).showings);

test("Back to a public page shows it at once, from the back/forward cache, and it still works", async ({
  page,
}) => {
  await recordShowings(page);
  await page.goto("/");
  await page.locator('footer a[href="/about"]').click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/$/);
  // Shown once when loaded, and once more from the cache: no second load.
  await expect.poll(() => showings(page)).toEqual([false, true]);
  // The page kept its scripts' state: the main action still opens the form.
  await page.getByRole("link", { name: "Join Founder's Waitlist" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

testPersonsPage(
  "after a person deletes their data, Back does not show it again",
  "back",
  async ({ page, javaScript, link }) => {
    await page.goto(link);
    const main = page.getByRole("main");
    await expect(main.getByText("Price Plumbing")).toBeVisible();

    await main.getByRole("link", { name: "Delete everything" }).click();
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: "Delete everything" }).click();
    await expect(
      main.getByText(/^This link was closed when everything held for its address was deleted/),
    ).toBeVisible();

    // Back to the confirmation step: with JavaScript the kept page reloads and says the link
    // closed with the deletion (decision 076); without, Chrome shows it as it was (a form for data already gone).
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/step=delete$/);
    if (javaScript) {
      await expect(
        main.getByText(/^This link was closed when everything held for its address was deleted/),
      ).toBeVisible();
    }
    // Back again, to the page that listed the data.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/my-data\/view\?token=[\w-]+$/);
    await expect(
      main.getByText(/^This link was closed when everything held for its address was deleted/),
    ).toBeVisible();
    await expect(main.getByText("Price Plumbing")).toHaveCount(0);
  },
);

test("after a person corrects their details, Back shows the corrected ones", async ({
  page,
  request,
}) => {
  await page.goto((await newPersonsLink(page, request, "back-correct")).link);
  const main = page.getByRole("main");
  await main.getByText("Correct these details").click();
  await main.getByLabel("Company", { exact: true }).fill("Price & Daughters Plumbing");
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByRole("status")).toHaveText("Your changes are saved.");

  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/my-data\/view\?token=[\w-]+$/);
  await expect(main.getByText("Price & Daughters Plumbing")).toBeVisible();
  await expect(main.getByText("Price Plumbing", { exact: true })).toHaveCount(0);
});
