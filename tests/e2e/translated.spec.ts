import type { Page } from "@playwright/test";

import { plans, savingExample } from "../../src/content/site";
import { estimateCost, formatPounds } from "../../src/lib/pricing";
import { messages } from "../../src/lib/validation/messages";
import { openWaitlist } from "./analytics-fixtures";
import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { newPersonsLink } from "./personal-link";
import { fillWaitlistForm, uniqueEmail } from "./waitlist-form";

// Many on UK sites read English as a second language, and Chrome offers to translate the page.
// Its translation replaces each text node with <font><font>translated text</font></font> and
// translates text as it appears (conventions.md "Text a script updates"). A script that later changes a text node it
// rendered then changes a node no longer on the page: the visitor keeps seeing the old words or
// figures. Here the page is "translated" into the same words, so the test reads what a visitor
// would see in any language, and a stale node shows as the wrong English.

/**
 * Resolves once React has hydrated the page: the consent banner is drawn only then (a test's
 * browser has no choice saved). Chrome translates once the page has settled (it first detects the
 * language); translating during hydration made React's hydration fail (error 418), which is not
 * what these tests are about. An idle moment is no such signal: while a request is pending, the
 * tests' Chromium (its headless shell) can go on without one.
 */
const hydrated = (page: Page) => expect(consentBanner(page)).toBeVisible();

/** Does to the page what Chrome's translation does, now and to whatever text appears later. */
async function translateLikeChrome(page: Page, { newWords = false, atLeast = 100 } = {}) {
  const wrapped = await page.evaluate((newWords) => {
    const skipped = "script, style, noscript, title, textarea, font";
    // Other words, where a test needs to tell a translated word from the page's own.
    const other = (words: string) => (newWords ? words.toUpperCase() : words);
    const translate = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        if (text.data.trim() && !text.parentElement?.closest(skipped)) texts.push(text);
      }
      for (const text of texts) {
        // An option can hold nothing but text: its words are changed where they are.
        if (text.parentElement?.closest("option")) {
          text.data = other(text.data);
          continue;
        }
        const [outer, inner] = [document.createElement("font"), document.createElement("font")];
        inner.textContent = other(text.data);
        outer.append(inner);
        text.replaceWith(outer);
      }
      return texts.length;
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.parentNode && !(node instanceof HTMLFontElement)) translate(node.parentNode);
    }).observe(document.body, { childList: true, subtree: true });
    return translate(document.body);
  }, newWords);
  expect(wrapped, "text nodes translated").toBeGreaterThan(atLeast);
}

test("on a translated page the price estimator's figures follow its inputs", async ({ page }) => {
  await page.goto("/#pricing");
  await hydrated(page);
  await translateLikeChrome(page);
  const estimator = page.getByRole("group", { name: "Estimate your monthly cost" });
  await estimator.getByRole("combobox", { name: "Plan" }).selectOption("professional");
  await estimator.getByLabel("Back-office users").fill("3");
  await estimator.getByLabel("Field users").fill("10");

  const estimate = estimateCost(
    plans.find((plan) => plan.id === "professional")!,
    3,
    10,
  );
  await expect(page.getByTestId("estimate-monthly")).toHaveText(formatPounds(estimate.monthly));
  await expect(page.getByTestId("estimate-yearly")).toHaveText(formatPounds(estimate.yearly));
  await expect(page.getByTestId("estimate-saving")).toHaveText(
    `${formatPounds(estimate.founderYearlySaving)} / year`,
  );
});

test("on a translated page the waitlist dialog shows its errors and its thanks", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await translateLikeChrome(page);
  const dialog = await openWaitlist(page);
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();

  await fillWaitlistForm(dialog, { email: uniqueEmail("translated") });
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(
    dialog.getByRole("status").filter({ hasText: messages.waitlistSuccess }),
  ).toBeVisible();
  await expect(dialog.getByText("Name is required")).toBeHidden();
});

/**
 * Decisions 074 and 075: on a slow phone Chrome can translate a page before its scripts have run.
 * React then finds other words in what it hydrates, and throws the whole page away to draw it
 * again in English (error 418): a flash of English, the work of drawing every part on a cheap
 * phone, and whatever the visitor had typed lost. Translates `path` into other words while its
 * scripts are held, releases them, and checks the page kept its translation and works.
 */
async function translatedBeforeScripts(page: Page, path: string) {
  const held = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await translateLikeChrome(page, { newWords: true, atLeast: 30 });
  const heading = (await page.locator("h1").textContent())!;
  expect(heading).toBe(heading.toUpperCase());
  await held.release();
  // Every released script arrived and the page hydrated (the fixture fails the test on any error
  // in the page, 418 among them).
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await expect(page.locator("h1")).toHaveText(heading);
}

/** The hydrated Legal list works, in its translated words. */
async function cookieSettingsOpen(page: Page) {
  // Before hydration the button is a GET form to the cookie policy: a load, not the panel.
  let loads = 0;
  page.on("load", () => loads++);
  await page.getByRole("contentinfo").getByRole("button", { name: "COOKIE SETTINGS" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(loads, "pages loaded by the click").toBe(0);
}

for (const path of [
  "/about",
  "/locations/leeds",
  "/blog",
  "/blog/cis-retentions-and-paperwork-for-new-build-subcontractors",
  "/legal/cookies",
  "/newsletter/pending",
  "/newsletter/confirm?token=not-a-token",
  "/contact/sent",
]) {
  test(`${path} translated before its scripts have run keeps its translation once they have`, async ({
    page,
  }) => {
    await translatedBeforeScripts(page, path);
    await cookieSettingsOpen(page);
  });
}

test.describe("a page that is not here", () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  test("translated before its scripts have run, it keeps its translation once they have", async ({
    page,
  }) => {
    await translatedBeforeScripts(page, "/a-page-that-is-not-here");
    await cookieSettingsOpen(page);
  });
});

test("the landing page translated before its scripts have run keeps its translation, and its estimator works", async ({
  page,
}) => {
  await translatedBeforeScripts(page, "/");
  const estimator = page.getByRole("group", { name: "ESTIMATE YOUR MONTHLY COST" });
  await expect(estimator.getByRole("combobox", { name: "PLAN" })).toBeVisible();
  await estimator.getByLabel("FIELD USERS").fill("10");
  // The estimator starts from the founders' worked example: its plan and back-office users.
  const plan = plans.find((entry) => entry.id === savingExample.planId)!;
  await expect(page.getByTestId("estimate-monthly")).toHaveText(
    formatPounds(estimateCost(plan, savingExample.backOfficeUsers, 10).monthly),
  );
  await cookieSettingsOpen(page);
});

for (const [path, button] of [
  ["/signup", "JOIN THE WAITLIST"],
  ["/contact", "SEND MESSAGE"],
  ["/my-data", "E-MAIL ME A LINK"],
] as const) {
  test(`${path} translated before its scripts have run keeps its translation, and its form checks its fields`, async ({
    page,
  }) => {
    await translatedBeforeScripts(page, path);
    const send = page.getByRole("button", { name: button });
    await send.click();
    // The form's own check answers, and the translation reaches its words as they appear.
    const form = page.locator("form").filter({ has: send });
    await expect(form.getByText("EMAIL IS REQUIRED")).toBeVisible();
    await expect(form.getByLabel("EMAIL")).toHaveAttribute("aria-invalid", "true");
    await cookieSettingsOpen(page);
  });
}

test("a personal page translated before its scripts have run keeps its translation, and its correction form checks its fields", async ({
  page,
  request,
}) => {
  const { link } = await newPersonsLink(page, request, "translated");
  await translatedBeforeScripts(page, link);
  const main = page.getByRole("main");
  await main.getByText("CORRECT THESE DETAILS").click();
  await main.getByLabel("NAME").fill("   ");
  await main.getByRole("button", { name: "SAVE CHANGES" }).click();
  await expect(main.getByText("NAME IS REQUIRED")).toBeVisible();
  await expect(main.getByLabel("NAME")).toHaveAttribute("aria-invalid", "true");
  await cookieSettingsOpen(page);
});
