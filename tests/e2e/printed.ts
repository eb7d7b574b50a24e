import type { Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// Printing a page as a reader does, and reading back what the sheets carry (print.spec.ts for the
// public pages, admin-audit.spec.ts for the console; conventions.md "Printed pages").

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
