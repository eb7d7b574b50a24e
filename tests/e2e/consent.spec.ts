import type { Locator, Page } from "@playwright/test";

import { consentPolicyVersion, consentStorageKey } from "../../src/content/consent";
import { consentBanner } from "./consent-banner";
import { allowExpected404s } from "./expected-404s";
import { expect, test } from "./fixtures";

allowExpected404s();

const banner = consentBanner;
const panel = (page: Page) => page.getByRole("dialog", { name: "Cookie settings" });
const footerSettings = (page: Page) =>
  page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });

async function stored(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), consentStorageKey);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** The stored JSON, checked whole: exactly these keys, the current version, a fresh timestamp. */
async function expectStored(
  page: Page,
  choices: { performance: boolean; functionality: boolean; marketing: boolean },
) {
  const record = await stored(page);
  expect(record).toEqual({
    essential: true,
    ...choices,
    version: consentPolicyVersion,
    updatedAt: expect.any(String),
  });
  const age = Date.now() - Date.parse(record!.updatedAt as string);
  expect(age).toBeGreaterThanOrEqual(-5_000);
  expect(age).toBeLessThan(60_000);
}

/** Server-rendered buttons only work once React has hydrated them. */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
  return locator;
}

async function switches(page: Page) {
  const dialog = panel(page);
  return {
    essential: dialog.getByRole("switch", { name: "Essential" }),
    performance: dialog.getByRole("switch", { name: "Performance" }),
    functionality: dialog.getByRole("switch", { name: "Functionality" }),
    marketing: dialog.getByRole("switch", { name: "Marketing" }),
  };
}

/** A first visit to the home page, answered with the banner's Accept All. */
async function acceptAllOnFirstVisit(page: Page) {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
}

test("Accept All saves every category, and the choice holds across reloads and pages until the policy changes or the record is corrupt", async ({
  page,
}) => {
  await acceptAllOnFirstVisit(page);
  await expectStored(page, { performance: true, functionality: true, marketing: true });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const path of ["/about", "/legal/cookies", "/dashboard-mvp", "/"]) {
    await page.goto(path);
    await hydrated(page.getByRole("link").first());
    await expect(banner(page)).toHaveCount(0);
  }
  // Client-side navigation too.
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(banner(page)).toHaveCount(0);
  await expectStored(page, { performance: true, functionality: true, marketing: true });

  // A choice saved under an older policy version, or a corrupt one, asks again.
  await page.evaluate(
    ([key, version]) => {
      const record = JSON.parse(localStorage.getItem(key as string)!);
      localStorage.setItem(key as string, JSON.stringify({ ...record, version }));
    },
    [consentStorageKey, consentPolicyVersion - 1] as const,
  );
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expectStored(page, { performance: false, functionality: false, marketing: false });

  await page.evaluate((key) => localStorage.setItem(key, "{oops"), consentStorageKey);
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
});

test("a first visit shows the banner with three choices, Reject All as prominent as Accept All; Customize, toggle and Save Preferences saves exactly those choices", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
  expect(await stored(page)).toBeNull();
  const accept = banner(page).getByRole("button", { name: "Accept All" });
  const reject = banner(page).getByRole("button", { name: "Reject All" });
  await expect(banner(page).getByRole("button", { name: "Customize" })).toBeVisible();
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(rejectBox!.width).toBeCloseTo(acceptBox!.width, 0);
  expect(rejectBox!.height).toBeCloseTo(acceptBox!.height, 0);
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    return [style.backgroundColor, style.color, style.fontSize, style.fontWeight].join();
  };
  expect(await reject.evaluate(look)).toBe(await accept.evaluate(look));

  await banner(page).getByRole("button", { name: "Customize" }).click();
  await expect(panel(page)).toBeVisible();
  const toggle = await switches(page);
  // Essential is shown locked on; the default is essential only.
  await expect(toggle.essential).toBeChecked();
  await expect(toggle.essential).toBeDisabled();
  await expect(panel(page).getByText("Always on", { exact: true })).toBeVisible();
  for (const name of ["performance", "functionality", "marketing"] as const) {
    await expect(toggle[name]).not.toBeChecked();
    await expect(toggle[name]).toHaveAccessibleDescription(/.{20,}/);
  }
  await toggle.performance.click();
  await toggle.marketing.click();
  await expect(toggle.performance).toBeChecked();
  await panel(page).getByRole("button", { name: "Save Preferences" }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expectStored(page, { performance: true, functionality: false, marketing: true });
});

// conventions.md "Back closes a dialog": a phone's back gesture closes the panel, as it closes the forms' dialogs.
test("Back closes the preferences panel and keeps the page; the banner still asks", async ({
  page,
}) => {
  await page.goto("/");
  await page.goto("/about");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await expect(panel(page)).toBeVisible();
  await page.goBack();
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
  await expect(banner(page)).toBeVisible();
  // Closed by its own button, it leaves no entry: one Back leaves the page.
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await panel(page).getByRole("button", { name: "Close" }).click();
  await expect(panel(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer button reopens the panel with the current choices, and every change is saved", async ({
  page,
}) => {
  await page.goto("/about");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await (await switches(page)).functionality.click();
  await panel(page).getByRole("button", { name: "Save Preferences" }).click();
  await expectStored(page, { performance: false, functionality: true, marketing: false });

  await page.reload();
  await (await hydrated(footerSettings(page))).click();
  let toggle = await switches(page);
  await expect(toggle.performance).not.toBeChecked();
  await expect(toggle.functionality).toBeChecked();
  await expect(toggle.marketing).not.toBeChecked();
  await panel(page).getByRole("button", { name: "Accept All" }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(footerSettings(page)).toBeFocused();
  await expectStored(page, { performance: true, functionality: true, marketing: true });

  await footerSettings(page).click();
  toggle = await switches(page);
  await expect(toggle.marketing).toBeChecked();
  await panel(page).getByRole("button", { name: "Reject All" }).click();
  await expectStored(page, { performance: false, functionality: false, marketing: false });
  // Reopening is not asking again: the banner stays away.
  await expect(banner(page)).toHaveCount(0);
});

test("the cookie policy's button reopens the panel; closing without saving changes nothing", async ({
  page,
}) => {
  await page.goto("/legal/cookies");
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  const change = page.getByRole("button", { name: "Change cookie settings" });
  await change.click();
  const toggle = await switches(page);
  await expect(toggle.performance).not.toBeChecked();
  await toggle.performance.click();
  await panel(page).getByRole("button", { name: "Close" }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(change).toBeFocused();
  await expectStored(page, { performance: false, functionality: false, marketing: false });
  // The draft is dropped: the next opening shows the saved choice again.
  await change.click();
  await expect((await switches(page)).performance).not.toBeChecked();
});

test("keyboard only: Tab to the banner, customise with Space, save, and focus is never lost", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();

  // The banner comes first in the document, so it is the first stop for the Tab key.
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  const customize = banner(page).getByRole("button", { name: "Customize" });
  await expect(customize).toBeFocused();
  expect(await customize.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");

  await expect(panel(page)).toBeVisible();
  await expect(panel(page).locator(":focus")).toHaveCount(1);
  const toggle = await switches(page);
  await tabTo(page, toggle.performance);
  await page.keyboard.press("Space");
  await expect(toggle.performance).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(toggle.functionality).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(toggle.marketing).toBeFocused();
  await page.keyboard.press("Space");
  await tabTo(page, panel(page).getByRole("button", { name: "Save Preferences" }));
  await page.keyboard.press("Enter");

  await expect(panel(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expectStored(page, { performance: true, functionality: false, marketing: true });
  // The banner has gone with its button, so focus lands at the start of the main content.
  await expect(page.getByRole("main")).toBeFocused();

  // Reopen from the footer, still by keyboard; Escape closes and focus returns to the button.
  await tabTo(page, footerSettings(page));
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect((await switches(page)).marketing).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toHaveCount(0);
  await expect(footerSettings(page)).toBeFocused();

  // Reject All in the banner, by keyboard, on a later visit.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await tabTo(page, banner(page).getByRole("button", { name: "Reject All" }));
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("main")).toBeFocused();
  await expectStored(page, { performance: false, functionality: false, marketing: false });
});

async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("Reject All saves every optional category as off; then pages store nothing but the choice and set no cookie", async ({
  page,
  context,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) {
      foreign.push(request.url());
    }
  });
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expectStored(page, { performance: false, functionality: false, marketing: false });
  for (const path of ["/", "/about", "/legal/cookies", "/signup", "/contact", "/dashboard-mvp"]) {
    await page.goto(path);
    await hydrated(page.getByRole("link").first());
    // The choice holds: the banner does not ask again.
    await expect(banner(page), path).toHaveCount(0);
    await page.mouse.wheel(0, 2000);
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      cookie: document.cookie,
    }));
    expect(storage, path).toEqual({ local: [consentStorageKey], session: [], cookie: "" });
  }
  expect(await context.cookies()).toEqual([]);
  expect(foreign).toEqual([]);
  await expectStored(page, { performance: false, functionality: false, marketing: false });
});

test("the panel's code loads only when it is first opened", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/about", { waitUntil: "networkidle" });
  await expect(banner(page)).toBeVisible();
  const before = scripts.length;
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await expect(panel(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test("a choice made in one tab closes the banner in the others", async ({ page, context }) => {
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto("/");
  await banner(other).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
  await other.close();
});

test("the banner causes no layout shift", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(
    0.001,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the footer's Cookie settings button leads to the cookie policy", async ({ page }) => {
    await page.goto("/about");
    await expect(banner(page)).toHaveCount(0);
    await footerSettings(page).click();
    await expect(page).toHaveURL(/\/legal\/cookies\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  });
});

test.describe("@phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("@phone the banner leaves the hero's call to action in view and uncovered", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const cta = page.getByRole("link", { name: /Join Founder's Waitlist/ }).first();
    await expect(cta).toBeInViewport({ ratio: 1 });
    const ctaBox = (await cta.boundingBox())!;
    const bannerBox = (await banner(page).boundingBox())!;
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(bannerBox.y);
    expect(bannerBox.height).toBeLessThan(812 / 3);
    // Nothing sits on top of it: the centre of the button is the button.
    const hit = await cta.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return el.contains(top);
    });
    expect(hit).toBe(true);
  });

  test("@phone the panel fits the phone and is operable", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await expect(panel(page)).toBeInViewport();
    const save = panel(page).getByRole("button", { name: "Save Preferences" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expectStored(page, { performance: false, functionality: false, marketing: false });
  });
});
