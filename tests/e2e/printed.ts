import { expect, type Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

import { consentCopy } from "../../src/content/consent";
import { contrastRatio, luminances } from "./colour";

// Printing a page as a reader does, and reading back what the sheets carry (audit.spec.ts and
// print.spec.ts for the public pages, admin-audit.spec.ts for the console; conventions.md
// "Printed pages").

/**
 * Chrome's print dialog on A4 without background graphics, with its default margins (about
 * 10 mm) and with none; each lays the page out at the sheet's width less the margins, in CSS
 * pixels. With no margins the sheet is wide enough for the header's menu, and the hero (a grid,
 * which Chrome would not split between its rows) moved whole to the second sheet.
 */
export const papers = [10, 0].map((millimetres) => ({
  margins: millimetres,
  width: Math.round(((210 - 2 * millimetres) / 25.4) * 96),
  options: {
    format: "A4",
    margin: Object.fromEntries(
      ["top", "right", "bottom", "left"].map((side) => [side, `${millimetres}mm`]),
    ),
  },
}));
export type Paper = (typeof papers)[number];

/** Text without its spaces or case (a line in capitals is set so by CSS). */
export const squeeze = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/**
 * Each printed sheet's text, and its lowest line (where the sheet breaks) with the size of its
 * type, in CSS pixels.
 */
export async function printedSheets(page: Page, paper: Paper) {
  const pdf = await page.pdf(paper.options);
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const sheets = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    const words = items.flatMap((item) =>
      "str" in item && item.str.trim()
        ? [{ text: item.str, y: item.transform[5] as number, points: item.height }]
        : [],
    );
    const bottom = Math.min(...words.map((word) => word.y));
    const lowest = words.filter((word) => word.y - bottom < 2);
    sheets.push({
      text: squeeze(words.map((word) => word.text).join("")),
      lowestLine: {
        text: squeeze(lowest.map((word) => word.text).join("")),
        size: Math.max(...lowest.map((word) => word.points)) / 0.75,
      },
    });
  }
  return sheets;
}

// Before these checks the cookie banner (fixed to the viewport) was printed over the foot of every
// sheet, hiding eight lines of text on each; the landing page's first sheet held the header alone,
// the hero having moved whole to the second; text meant for a dark band printed a faint grey; the
// ticks, drawn as fills, were left out with the other fills; and headings ended sheets, their
// text on the next.

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
export async function expectPrintedWell(page: Page, path: string, paper: Paper) {
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
