import type { Page } from "@playwright/test";

/**
 * The relative luminance (WCAG 2) of each CSS colour, resolved by the page's own browser: a 1 px
 * canvas paints it, so any syntax the stylesheet uses (oklch, lab, a name) reads as sRGB.
 */
export function luminances(page: Page, colours: string[]): Promise<number[]> {
  return page.evaluate((list) => {
    const context = document
      .createElement("canvas")
      .getContext("2d", { willReadFrequently: true })!;
    return list.map((colour) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });
  }, colours);
}

/** The contrast ratio of two luminances, to two decimals. */
export function contrastRatio(one: number, other: number) {
  const ratio = (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
  return Math.round(ratio * 100) / 100;
}
