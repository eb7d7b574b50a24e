import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { expect, test } from "./analytics-fixtures";
import { answerBanner } from "./consent-banner";

// Page views when Back shows a page the browser kept (decision 047: a phone's Chrome keeps it in
// its back/forward cache; Playwright switches the cache off, these tests switch it back on).
test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

test("Back to a page the browser kept counts a view of it, not a new visit", async ({
  page,
  analytics,
}) => {
  await page.addInitScript(() => {
    const restored: boolean[] = [];
    Object.assign(window, { restored });
    addEventListener("pageshow", (event) => restored.push(event.persisted));
  });
  await page.goto("/");
  await answerBanner(page, "Accept All");
  await expect.poll(() => analytics.viewedPaths()).toEqual(["/"]);
  await page.locator('footer a[href="/about"]').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => analytics.viewedPaths()).toEqual(["/", "/about"]);

  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/$/);
  // The premise: the page came back from the cache, not from a new load (which counts anyway).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { restored: boolean[] }).restored))
    .toEqual([false, true]);
  await expect.poll(() => analytics.viewedPaths()).toEqual(["/", "/about", "/"]);
  const views = analytics.events().filter((event) => event.type === "view");
  expect(views.at(-1)).toMatchObject({ path: "/", firstInVisit: false });
  expect(views.at(-1)).not.toHaveProperty("referrer");
});
