import { gzipSync } from "node:zlib";

import type { Page, Request } from "@playwright/test";

import { browserStorage } from "../../src/content/browser-storage";
import { consentPolicyVersion } from "../../src/content/consent";
import { AFTER_CONSENT_JS_KB } from "../budgets";
import { firstView } from "../support/beacons";
import {
  allowOnly,
  type AnalyticsLog,
  expect,
  markDocument,
  openWaitlist,
  sameDocument,
  test,
} from "./analytics-fixtures";
import { answerBanner, consentBanner } from "./consent-banner";

// The browser's side of consent-gated statistics (decision 025): what is sent, when,
// and that nothing of it is sent or even downloaded without a yes.

const panel = (page: Page) => page.getByRole("dialog", { name: "Cookie settings" });
const footer = (page: Page) => page.getByRole("contentinfo");

async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

async function openSettings(page: Page) {
  await footer(page).getByRole("button", { name: "Cookie settings" }).click();
  await expect(panel(page)).toBeVisible();
}

/**
 * Runs `act` while the site's scripts arrive 3 s late, as on a slow phone network; those asked
 * for afterwards (the next page's) come at once.
 */
async function withLateScripts(page: Page, act: () => Promise<void>) {
  let late = true;
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (late) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => {});
  });
  try {
    await act();
  } finally {
    late = false;
  }
}

/**
 * Runs `act`, then waits until nothing the page asked for is still on its way and it has asked for
 * nothing new over two looks (at least a third of a second).
 */
async function settledAfter(page: Page, act: () => Promise<void>) {
  const pending = new Set<Request>();
  let asked = 0;
  const start = (request: Request) => (pending.add(request), (asked += 1));
  const end = (request: Request) => pending.delete(request);
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  try {
    await act();
    let before = -1;
    let quietLooks = 0;
    await expect
      .poll(() => {
        quietLooks = pending.size === 0 && asked === before ? quietLooks + 1 : 0;
        before = asked;
        return quietLooks;
      })
      .toBeGreaterThanOrEqual(2);
  } finally {
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  }
}

/** To /about through the footer's link: a page load, as between every public page (decision 030). */
async function navigateToAbout(page: Page) {
  await footer(page).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // As after page.goto (fixtures.ts): a visitor's next tap comes once the scripts have run, and a
  // tap on a dialog link before then is a plain link to /signup.
  await page.waitForLoadState("networkidle");
}

/** Presses Accept All on /about and waits for the beacon of the page view that follows. */
async function acceptAllOnAbout(page: Page, analytics: AnalyticsLog) {
  await page.goto("/about");
  await answerBanner(page, "Accept All");
  await expect.poll(() => analytics.events().length).toBe(1);
}

test("before any choice and after Reject All: no beacon, no analytics code, nothing stored", async ({
  page,
  analytics,
}) => {
  await page.goto("/locations/leeds?utm_source=flyer");
  await page.waitForTimeout(500);
  expect(analytics.beacons).toEqual([]);

  // The waitlist dialog's code comes once the page has settled or at a first touch, and on a
  // machine too busy to settle, Reject All's tap fetched it (a CI run under load). A pointer on a
  // waitlist link asks for it first, so only what the refusal itself brings is counted.
  await settledAfter(page, () => page.locator("a[data-dialog]").first().hover());
  const scriptsBefore = analytics.scripts.length;
  await answerBanner(page, "Reject All");
  await expect.poll(() => analytics.choices.length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(analytics.scripts.slice(scriptsBefore), "scripts fetched after Reject All").toEqual([]);

  const [choice] = analytics.choices;
  expect(choice).toMatchObject({
    v: 1,
    action: "reject",
    bannerVersion: consentPolicyVersion,
    categories: { performance: false, functionality: false, marketing: false },
  });
  // The refusal's id is random and kept nowhere: nothing but the choice itself is stored.
  expect(await storedKeys(page)).toEqual({ local: ["cookie-consent"], session: [] });
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(
    choice!.visit,
  );

  await navigateToAbout(page);
  await openWaitlist(page);
  await page.reload();
  await page.waitForTimeout(500);
  expect(analytics.beacons).toEqual([]);
});

test("Accept All: the choice is posted, page views, funnel steps and vitals are sent, within the byte budget", async ({
  page,
  analytics,
}) => {
  await page.goto("/locations/leeds?utm_source=flyer&token=secret");
  // The dialog's code comes anyway once the page is idle or a pointer nears a dialog link
  // (decision 023): fetch it first, so what follows the yes is the consent's code alone.
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).hover();
  await page.waitForLoadState("networkidle");
  const scriptsBefore = analytics.scripts.length;
  await answerBanner(page, "Accept All");

  await expect
    .poll(() => analytics.events().filter((e) => e.type === "view"))
    .toEqual([firstView("/locations/leeds", { utm: { source: "flyer" }, viewport: "desktop" })]);
  await page.waitForLoadState("networkidle");
  const loaded = analytics.scripts.slice(scriptsBefore);
  // The analytics code arrives with the yes, and none of it had been fetched before.
  expect(loaded.length).toBeGreaterThan(0);
  expect(analytics.scripts.slice(0, scriptsBefore).filter((url) => loaded.includes(url))).toEqual(
    [],
  );
  // Gzipped the way scripts/page-weight.mjs weighs pages (zlib's default level).
  const sizes = await Promise.all(
    loaded.map(async (url) => gzipSync(await (await page.request.get(url)).body()).length),
  );
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `JavaScript loaded after Accept All: ${(total / 1024).toFixed(2)} KB gzip (${sizes.join(" + ")} B)`,
  );
  expect(total / 1024).toBeLessThanOrEqual(AFTER_CONSENT_JS_KB);

  // The choice, posted with the visit id the beacons use and sessionStorage keeps; no cookie.
  const visit = analytics.beacons[0]!.visit;
  expect(analytics.choices).toEqual([
    {
      v: 1,
      visit,
      bannerVersion: consentPolicyVersion,
      action: "accept",
      categories: { performance: true, functionality: true, marketing: true },
    },
  ]);
  expect(
    await page.evaluate((key) => sessionStorage.getItem(key), browserStorage.visit.key),
  ).toContain(visit);
  expect(await page.context().cookies()).toEqual([]);

  await navigateToAbout(page);
  await expect.poll(() => analytics.viewedPaths()).toEqual(["/locations/leeds", "/about"]);

  await openWaitlist(page);
  await expect
    .poll(() => analytics.events().filter((e) => e.type === "funnel"))
    .toEqual([{ type: "funnel", form: "waitlist", step: "opened", path: "/about" }]);
  await page.keyboard.press("Escape");

  // Leaving the document (pagehide) sends its vitals, once, for the page that was loaded. The
  // event is dispatched here: Playwright does not see requests of a document being unloaded.
  const vitalsOf = (path: string) =>
    analytics.events().filter((e) => e.type === "vitals" && e.path === path);
  await page.evaluate(() => {
    for (let i = 0; i < 2; i++) window.dispatchEvent(new PageTransitionEvent("pagehide"));
  });
  await expect.poll(() => vitalsOf("/about").length).toBe(1);
  await page.goto("/blog");
  const vitals = vitalsOf("/about")[0]!;
  expect(vitals).toMatchObject({ path: "/about", viewport: "desktop" });
  for (const metric of ["ttfb", "fcp", "lcp", "cls"] as const)
    expect(vitals, metric).toHaveProperty(metric, expect.any(Number));
  expect(new Set(analytics.beacons.map((beacon) => beacon.visit))).toEqual(new Set([visit]));
  await expect.poll(() => analytics.viewedPaths()).toEqual(["/locations/leeds", "/about", "/blog"]);
});

test("withdrawing consent stops the beacons at once, without a reload, and forgets the visit", async ({
  page,
  analytics,
}) => {
  await acceptAllOnAbout(page, analytics);
  const visit = analytics.beacons[0]!.visit;
  await markDocument(page);

  await openSettings(page);
  await panel(page).getByRole("button", { name: "Reject All" }).click();
  await expect
    .poll(() => analytics.choices.map((choice) => choice.action))
    .toEqual(["accept", "withdraw"]);
  expect(analytics.choices[1]).toMatchObject({
    visit,
    categories: { performance: false, functionality: false, marketing: false },
  });
  expect(await storedKeys(page)).toEqual({ local: ["cookie-consent"], session: [] });

  const sent = analytics.beacons.length;
  await openWaitlist(page);
  await page.keyboard.press("Escape");
  expect(await sameDocument(page), "no reload since the withdrawal").toBe(true);
  await footer(page).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await page.goto("/locations");
  await page.waitForTimeout(800);
  expect(analytics.beacons.length, "beacons after withdrawal").toBe(sent);
});

test("a link followed at once after Accept All loses neither the proof of consent nor its visit", async ({
  page,
  analytics,
}) => {
  await page.goto("/locations/leeds?utm_source=flyer");
  // The statistics code arrives late: the proof must not wait for it.
  await withLateScripts(page, async () => {
    await answerBanner(page, "Accept All");
    await footer(page).getByRole("link", { name: "About" }).click();
  });
  await expect(page).toHaveURL(/\/about$/);

  await expect.poll(() => analytics.choices.map((choice) => choice.action)).toEqual(["accept"]);
  // The visit started with the click, on the page where it happened; the next page's beacon
  // carries it on under the id the proof named.
  await expect.poll(() => analytics.viewedPaths()).toContain("/about");
  expect(analytics.beacons[0]!.visit).toBe(analytics.choices[0]!.visit);
  const visit = await page.evaluate((key) => sessionStorage.getItem(key), browserStorage.visit.key);
  expect(JSON.parse(visit ?? "null")).toMatchObject({
    id: analytics.choices[0]!.visit,
    landing: "/locations/leeds",
    utm: { source: "flyer" },
  });
});

test("marketing alone, then a link at once: the first touch is the page where the choice was made", async ({
  page,
}) => {
  await page.goto("/locations/leeds?utm_source=flyer");
  await consentBanner(page).getByRole("button", { name: "Customize" }).click();
  await panel(page).getByRole("switch", { name: "Marketing" }).click();
  await withLateScripts(page, async () => {
    await panel(page).getByRole("button", { name: "Save Preferences" }).click();
    await footer(page).getByRole("link", { name: "About" }).click();
  });
  await expect(page).toHaveURL(/\/about$/);

  const firstTouch = () =>
    page.evaluate((key) => localStorage.getItem(key), browserStorage.firstTouch.key);
  await expect.poll(firstTouch).not.toBeNull();
  expect(JSON.parse((await firstTouch())!)).toMatchObject({
    landing: "/locations/leeds",
    utm: { source: "flyer" },
  });
});

test("performance alone: beacons flow, nothing of functionality or marketing is kept", async ({
  page,
  analytics,
}) => {
  await page.goto("/contact?utm_campaign=spring");
  await allowOnly(page, "Performance");

  await expect
    .poll(() => analytics.choices)
    .toEqual([
      {
        v: 1,
        visit: expect.any(String),
        bannerVersion: consentPolicyVersion,
        action: "customise",
        categories: { performance: true, functionality: false, marketing: false },
      },
    ]);
  await expect
    .poll(() => analytics.events())
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "view", path: "/contact", utm: { campaign: "spring" } }),
        { type: "funnel", form: "contact", step: "opened", path: "/contact" },
      ]),
    );
  expect(analytics.beacons[0]!.visit).toBe(analytics.choices[0]!.visit);

  await page.getByRole("textbox", { name: "Message" }).fill("Do you cover gas engineers?");
  await page.waitForTimeout(700);
  expect(await storedKeys(page)).toEqual({
    local: ["cookie-consent"],
    session: [browserStorage.visit.key],
  });
});

test("the founders' console shows no banner and is never counted, even after Accept All on the site", async ({
  page,
  analytics,
}) => {
  // Session 55's founders' audit: a founder who accepted on the site was counted in the
  // console's own Acquisition figures, and the banner covered the console's forms at 375 px.
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(consentBanner(page)).toHaveCount(0);

  await acceptAllOnAbout(page, analytics);
  const sent = analytics.beacons.length;
  await page.goto("/admin/login");
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await page.waitForTimeout(800);
  expect(analytics.beacons.length, "beacons from the console").toBe(sent);
});
