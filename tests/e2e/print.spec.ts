import type { Page } from "@playwright/test";

import { consentCopy } from "../../src/content/consent";
import { contrastRatio, luminances } from "./colour";
import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";
import { type Paper, papers, printedSheets, squeeze } from "./printed";

// A page printed on A4 from the browser's print dialog, as a visitor does with the privacy policy
// or a price list to read away from the screen (conventions.md "Printed pages"). Before it, the cookie banner
// (fixed to the viewport) was printed over the foot of every sheet, hiding eight lines of text on
// each; the landing page's first sheet held the header alone, the hero having moved whole to the
// second; text meant for a dark band printed a faint grey; the ticks, drawn as fills, were left
// out with the other fills; and headings ended sheets, their text on the next.

const pages = [
  "/",
  "/legal/privacy",
  "/blog/cis-retentions-and-paperwork-for-new-build-subcontractors",
  "/locations/leeds",
  "/signup",
  "/about",
  "/my-data",
];

/**
 * What the print stylesheet leaves wrong, read from the page laid out for print: anything fixed
 * to the viewport (printed over every sheet), text placed out of the flow, any fill (printed only
 * if the reader asks), text below 4.5:1 against white paper, and ticks a print would leave out.
 */
async function printProblems(page: Page) {
  const { problems, texts } = await page.evaluate(() => {
    // A print is laid out afresh; the screen's transitions into the print colours are not in it.
    // An element in a band the browser skips (decision 039) is restyled, and its transition
    // begun, only when its style is read: every style is read first, then every animation ends.
    const elements = [...document.querySelectorAll("body *")];
    for (const element of elements) void getComputedStyle(element).color;
    for (const animation of document.getAnimations()) animation.finish();
    const name = (element: Element) =>
      `<${element.localName}> "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const problems = new Set<string>();
    const texts: { name: string; colour: string }[] = [];
    for (const element of elements) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Hidden (a dialog prepared before its tap, decision 096), it prints nothing, over nothing.
      if (style.display === "none" || style.visibility !== "visible") continue;
      if (box.width === 0 || box.height === 0) continue;
      if (style.position === "fixed") problems.add(`fixed: ${name(element)}`);
      // Out of the flow, text can be left on one sheet while the box it belongs to starts the next.
      if (style.position === "absolute" && box.width > 1 && box.height > 1 && box.right > 0)
        if (element.textContent?.trim()) problems.add(`out of the flow: ${name(element)}`);
      if (!/^rgba\(.*, 0\)$/.test(style.backgroundColor) && style.backgroundColor !== "transparent")
        problems.add(`fill ${style.backgroundColor}: ${name(element)}`);
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (hasText && style.visibility === "visible")
        texts.push({ name: name(element), colour: style.color });
    }
    for (const item of document.querySelectorAll(".ticks > li, .ticks-circle > li")) {
      const tick = getComputedStyle(item, item.matches(".ticks > li") ? "::before" : "::after");
      if (tick.printColorAdjust !== "exact") problems.add(`tick left out: ${name(item)}`);
    }
    return { problems: [...problems], texts };
  });
  const [paper, ...inks] = await luminances(page, ["white", ...texts.map((text) => text.colour)]);
  const faint = texts.flatMap((text, index) => {
    const contrast = contrastRatio(paper!, inks[index]!);
    return contrast < 4.5 ? [`faint (${contrast}:1): ${text.name}`] : [];
  });
  return [...problems, ...new Set(faint)];
}

/** Checks the page laid out for print, then prints it and checks each sheet. */
async function expectPrintedWell(page: Page, path: string, paper: Paper) {
  const on = `${path} with ${paper.margins} mm margins`;
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: paper.width, height: 1000 });
  await page.emulateMedia({ media: "print" });
  expect.soft(await printProblems(page), on).toEqual([]);
  // A heading is told from a line of the same words (a table of contents) by the size of its type.
  // A heading's eyebrow and introduction (its keep-with-next block) count as part of it.
  const headings = await page
    .locator("main :is(h1, h2, h3, h4), main .keep-with-next > *")
    .evaluateAll((elements) =>
      elements.map((element) => ({
        text: (element.textContent ?? "").replace(/\s+/g, "").toLowerCase(),
        size: parseFloat(getComputedStyle(element).fontSize),
      })),
    );
  const title = squeeze((await page.locator("h1").textContent()) ?? "");
  await page.emulateMedia({ media: null });
  if (viewport) await page.setViewportSize(viewport);

  const sheets = await printedSheets(page, paper);
  expect(sheets.length, on).toBeGreaterThan(0);
  expect
    .soft(
      sheets.flatMap((printed, index) =>
        printed.text.includes(squeeze(consentCopy.bannerText)) ? [index + 1] : [],
      ),
      `${on}: sheets the cookie banner is printed on`,
    )
    .toEqual([]);
  expect.soft(sheets[0]!.text, `${on}: the first sheet holds the page's title`).toContain(title);
  expect
    .soft(
      sheets.flatMap(({ lowestLine }, index) =>
        headings.some(
          (heading) =>
            lowestLine.text &&
            heading.text.endsWith(lowestLine.text) &&
            Math.abs(heading.size - lowestLine.size) < 1,
        )
          ? [`sheet ${index + 1} ends with the heading "${lowestLine.text}"`]
          : [],
      ),
      on,
    )
    .toEqual([]);
}

test("a printed page carries its words dark on white, with nothing over them", async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of pages) {
    await page.goto(path);
    await expect(consentBanner(page), `${path}: the cookie banner is up`).toBeVisible();
    for (const paper of papers) await expectPrintedWell(page, path, paper);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a printed page carries its words dark on white", async ({ page }) => {
    for (const path of ["/", "/legal/privacy"]) {
      await page.goto(path);
      for (const paper of papers) await expectPrintedWell(page, path, paper);
    }
  });
});
