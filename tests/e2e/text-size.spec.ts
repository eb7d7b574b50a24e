import type { Page } from "@playwright/test";

import { formAnswerPaths } from "../../src/lib/form-answers";
import { sitemapPaths } from "../support/sitemap";
import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";

// A person who reads with larger text: Android's font size (the page opts in with the text-scale
// meta, decision 050) or the browser's own text size. Both set the size the root's rem is made
// of; Chromium's DevTools protocol sets that same default size here. On a 375 px phone at 100%,
// 150% and 200%, every page must still fit the screen: nothing pushes it sideways and nothing is
// cut off. Tables may scroll inside their own box (WCAG 1.4.10 allows it for data tables).

test.use({ viewport: { width: 375, height: 812 } });

async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", {
    fontSizes: { standard: (16 * percent) / 100, fixed: Math.round((13 * percent) / 100) },
  });
}

/**
 * What on the page does not fit a phone's width at the current text size, described. With
 * `strict`, also any text that runs out of its own box into its card's padding: at twice the size
 * a long word on a 375 px phone may (a column there is some 190 rem-pixels wide), as long as it is
 * neither off the screen nor cut off.
 */
function misfits(page: Page, strict = true) {
  return page.evaluate((strict) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const overfull: Element[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const scroller = (element: Element) =>
      ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (scroller(parent)) return true;
      }
      return false;
    };
    const skipped = (element: Element) =>
      element.closest("[aria-hidden=true], .sr-only, details:not([open]) > :not(summary)") ??
      insideScroller(element);
    const past = (box: DOMRect) => box.right > width + 0.5 || box.left < -0.5;
    const hides = ["hidden", "clip"];
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) found.push(`the page scrolls ${sideways}px sideways`);
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || skipped(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      // Innermost only: a box past the edge because its child is reports the child.
      const childPast = [...element.children].some((child) => past(child.getBoundingClientRect()));
      if (past(box) && !childPast) found.push(`${describe(element)} reaches past the screen`);
      // Cut off: content wider or taller than a box that hides its overflow (a deliberate
      // ellipsis, as a breadcrumb's, says itself what it leaves out).
      const clips = hides.includes(style.overflowX) || hides.includes(style.overflowY);
      if (clips && style.textOverflow !== "ellipsis" && !scroller(element)) {
        const cut =
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1;
        if (cut && element.clientWidth > 1) found.push(`${describe(element)} is cut off`);
      }
      // Text running out of its own box, into its card's padding or over its border.
      if (
        strict &&
        !clips &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        overfull.push(element);
      }
    }
    // Innermost only: a card is too wide for its content because of the line inside it.
    for (const element of overfull) {
      if (!overfull.some((other) => other !== element && element.contains(other))) {
        found.push(`${describe(element)} is wider than its box`);
      }
    }
    return found;
  }, strict);
}

for (const percent of [100, 150, 200]) {
  test(`@phone every page fits a 375 px phone with text at ${percent}%, the cookie banner too`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = [
      ...(await sitemapPaths(request)),
      ...formAnswerPaths,
      "/my-data",
      "/dashboard-mvp",
    ];
    await setTextSize(page, percent);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      // The premise: the text really is at that size (and the page opts in on Android).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        `${(16 * percent) / 100}px`,
      );
      if ((await page.locator('meta[name="text-scale"][content="scale"]').count()) !== 1) {
        problems.push(`${path}: no text-scale meta, so Android's font size does not reach it`);
      }
      await expect(consentBanner(page)).toBeVisible();
      const found = await misfits(page, percent < 200);
      problems.push(...found.map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

test("@phone with text at 200%, the menu, the dialogs and the cookie settings fit a 375 px phone", async ({
  page,
}) => {
  await setTextSize(page, 200);
  await page.goto("/");
  await consentBanner(page).getByRole("button", { name: "Customize" }).click();
  const settings = page.getByRole("dialog", { name: /cookie/i });
  await expect(settings).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);
  await settings.getByRole("button", { name: "Reject All" }).click();
  await expect(settings).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);

  await menu.getByRole("link", { name: "Get Started" }).click();
  const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(waitlist.getByLabel("Name")).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(waitlist).toBeHidden();

  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Contact Us" }).click();
  const contact = page.getByRole("dialog", { name: "Contact Us" });
  await expect(contact.getByLabel("Message")).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);
});
