import type { BrowserContext, Page, Request } from "@playwright/test";

import { consentPolicyVersion, consentStorageKey } from "../../src/content/consent";
import {
  type Beacon,
  BEACON_PATH,
  beaconSchema,
  CONSENT_PATH,
  type ConsentChoice,
  consentChoiceSchema,
} from "../../src/lib/analytics/wire";
import { expect, test as base } from "./fixtures";

export { expect };

/**
 * What the browser sends the analytics endpoints, each body parsed with the server's own schema
 * (a body the server would refuse fails the test). The endpoints are answered here with 204: these
 * specs test the browser's side of the contract, whatever the server then stores.
 */
export interface AnalyticsLog {
  beacons: Beacon[];
  choices: ConsentChoice[];
  /** Every script the page requested, in order. */
  scripts: string[];
  events(): Beacon["events"];
  /** The paths of the page views sent so far. */
  viewedPaths(): string[];
}

/**
 * A desktop Chrome as visitors have it: the server does not count a browser that calls itself
 * headless, in its user agent or in its brands (the tests' Chromium says so in the second).
 */
export const desktopChrome = {
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  brands: '"Google Chrome";v="142", "Chromium";v="142", "Not_A Brand";v="24"',
};

async function record(context: BrowserContext, page: Page): Promise<AnalyticsLog> {
  const log: AnalyticsLog = {
    beacons: [],
    choices: [],
    scripts: [],
    events: () => log.beacons.flatMap((beacon) => beacon.events),
    viewedPaths: () => log.events().flatMap((event) => (event.type === "view" ? [event.path] : [])),
  };
  await context.route(`**${BEACON_PATH}`, async (route, request) => {
    log.beacons.push(beaconSchema.parse(JSON.parse(request.postData() ?? "")));
    await route.fulfill({ status: 204 });
  });
  await context.route(`**${CONSENT_PATH}`, async (route, request) => {
    log.choices.push(consentChoiceSchema.parse(JSON.parse(request.postData() ?? "")));
    await route.fulfill({ status: 204 });
  });
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") log.scripts.push(request.url());
  });
  return log;
}

export const test = base.extend<{ analytics: AnalyticsLog }>({
  userAgent: desktopChrome.userAgent,
  // Automatic: no spec that loads these pages may reach the real endpoints by accident.
  analytics: [async ({ context, page }, use) => use(await record(context, page)), { auto: true }],
});

/** A choice already saved before the page loads (set once, so the test can change it later). */
export async function presetConsent(
  page: Page,
  choices: { performance: boolean; functionality: boolean; marketing: boolean },
) {
  await page.addInitScript(
    ({ key, record }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(record));
    },
    {
      key: consentStorageKey,
      record: { essential: true, ...choices, version: consentPolicyVersion, updatedAt: new Date() },
    },
  );
}

/** Marks the document, so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
}

export async function sameDocument(page: Page) {
  return page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
}

/**
 * Opens the waitlist dialog from the header, as a visitor does once the page's scripts have run
 * (after a link's navigation too, not only after page.goto): before then the tap is a plain link
 * to /signup.
 */
export async function openWaitlist(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Customize in the banner: switches on `categories` only, then saves. */
export async function allowOnly(page: Page, ...categories: string[]) {
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Customize" })
    .click();
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  for (const category of categories) await panel.getByRole("switch", { name: category }).click();
  await panel.getByRole("button", { name: "Save Preferences" }).click();
}
