import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";

// How the waitlist and contact dialog's code reaches the page (components/forms/dialog-host.tsx):
// fetched while the page is idle after loading, so a tap finds it ready; a tap before it has
// arrived shows a loading status at once; a dialog whose code cannot be fetched leaves the visitor
// on the link's own page. Timings are `npm run bench` (part `tap`), not tests.

const cta = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: "Join Founder's Waitlist" }).first();

/** Keeps the page from ever being idle, so only a pointer or a click asks for the dialog. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

test("the dialog's code arrives while the page is idle: with the network gone, a click still opens it", async ({
  page,
}) => {
  await page.goto("/");
  // Some script was fetched after the load event, and the network is quiet again.
  await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .some((entry) => entry.name.endsWith(".js") && entry.startTime > navigation!.loadEventStart);
  });
  await page.waitForLoadState("networkidle");
  await page.route("**/*", (route) => route.abort());
  await cta(page).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a scroll asks for the dialog's code, before any idle moment or dialog link", async ({
  page,
}) => {
  await neverIdle(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const scripts = await holdScripts(page);
  expect(scripts.count()).toBe(0);
  // A quiet network can come before React has added its listeners on a loaded machine (a CI
  // run once asked for nothing in 7 s after one scroll). A scroll before then is not heard, as
  // a reader's would not be; each try scrolls again, down then back up, until one asks.
  let distance = 400;
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, distance);
      distance = -distance;
      return scripts.count();
    })
    .toBeGreaterThan(0);
  await scripts.release();
});

/**
 * Taps the waitlist link with the dialog's code held back, and returns once the loading status
 * shows; `release` lets the code through.
 */
async function tapBeforeTheCode(page: Page) {
  await neverIdle(page);
  await page.goto("/");
  const scripts = await holdScripts(page);
  await cta(page).click();
  const opening = page.getByRole("status").filter({ hasText: "Opening the form" });
  await expect(opening).toBeVisible();
  const release = async () => {
    // The status is drawn in the click's own render; the chunk's request reaches the network (and
    // this route) a moment later, after it on a loaded CI run, so the request is waited for.
    await expect.poll(() => scripts.count()).toBeGreaterThan(0);
    await scripts.release();
  };
  return { opening, release };
}

test("a click before the dialog's code has arrived shows a loading status, then the form", async ({
  page,
}) => {
  const { opening, release } = await tapBeforeTheCode(page);
  await release();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(dialog.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(opening).toHaveCount(0);
  // The wait and the form shared one Back entry: one Back closes the form and keeps the page.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("Back while the form is on its way gives the opening up and keeps the page", async ({
  page,
}) => {
  const { opening, release } = await tapBeforeTheCode(page);
  await page.goBack();
  await expect(opening).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(cta(page)).toBeVisible();
  // The code's arrival then prepares the form unseen, and opens nothing.
  await release();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(page.locator('[role="dialog"]')).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await cta(page).click();
  await expect(dialog.getByLabel("Email", { exact: true })).toBeVisible();
});

test.describe(() => {
  // The failed chunk is the point of the test; Next logs it.
  test.use({ allowConsoleErrors: /Failed to load|ChunkLoadError|net::ERR_FAILED/ });

  test("a dialog whose code cannot be fetched leaves the visitor on the link's page", async ({
    page,
  }) => {
    await neverIdle(page);
    await page.goto("/");
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
    await cta(page).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("main").getByLabel("Email", { exact: true })).toBeVisible();
  });
});

test("a tap soon after closing the dialog opens one that stays open with what was typed", async ({
  page,
}) => {
  // The page is idle only when the test says: the fresh form a closing prepares "once the page is
  // quiet" waits until after the second tap, as it can on a busy phone.
  await page.addInitScript(() => {
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = (task) => queued.push(task);
    Object.assign(window, {
      becomeIdle: () => {
        for (const task of queued.splice(0)) task({ didTimeout: false, timeRemaining: () => 50 });
      },
    });
  });
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  // A pointer over the link asks for the dialog's code; the dialog is then prepared, hidden.
  await cta(page).hover();
  await expect(page.locator('[role="dialog"]')).toHaveCount(1);
  await cta(page).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await cta(page).click();
  await dialog.getByLabel("Name").fill("Sam Carter");
  await page.evaluate(() => (window as unknown as { becomeIdle: () => void }).becomeIdle());
  // The idle moment's work is done once the contact dialog is prepared beside it (same moment);
  // a Back it caused would have arrived a frame later.
  await expect(page.locator('[role="dialog"]')).toHaveCount(2);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Sam Carter");
  await expect(page).toHaveURL(/\/$/);
});
