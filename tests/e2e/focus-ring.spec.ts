import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// Someone who moves by keyboard sees where they are at every Tab stop (WCAG 2.4.7), and the ring
// stands out from what is around it (3:1, WCAG 1.4.11; decision 054). One page of each kind, with
// the cookie choice made, Tab pressed from the top until focus comes round again.

const pages = [
  "/",
  "/locations",
  "/locations/leeds",
  "/blog",
  "/blog/how-to-streamline-construction-project-management",
  "/signup",
  "/contact",
  "/about",
  "/legal/privacy",
  "/my-data",
];

/**
 * The focused element's ring: its own outline, or the outline its card draws around it. With
 * transitions finished, its contrast with the colour behind the ring, or why there is none.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    for (const animation of document.getAnimations()) animation.finish();
    const srgb = (colour: string) => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const context = canvas.getContext("2d", { willReadFrequently: true })!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (colour: string) => {
      const [r, g, b] = srgb(colour).map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const fillBehind = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const fill = getComputedStyle(at).backgroundColor;
        if (fill !== "rgba(0, 0, 0, 0)") return fill;
      }
      return "rgb(255, 255, 255)";
    };
    const name = `<${focused.localName}> "${(focused.textContent ?? "").trim().slice(0, 40)}"`;
    for (let at: Element | null = focused; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 1) continue;
      const [ring, behind] = [
        luminance(style.outlineColor),
        luminance(fillBehind(at.parentElement)),
      ];
      const contrast = (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05);
      return { name, contrast: Math.round(contrast * 100) / 100 };
    }
    return { name, contrast: 0 };
  });
}

test("every Tab stop on each kind of page shows a ring that stands out 3:1", async ({ page }) => {
  test.setTimeout(120_000);
  const weak: string[] = [];
  await page.goto("/");
  await page.getByRole("button", { name: "Reject All" }).click();
  for (const path of pages) {
    await page.goto(path);
    let stops = 0;
    for (;;) {
      await page.keyboard.press("Tab");
      const ring = await focusRing(page);
      if (!ring) break;
      stops += 1;
      expect(stops, `${path}: focus never came round`).toBeLessThan(150);
      if (ring.contrast < 3) weak.push(`${path}: ${ring.name} ${ring.contrast}:1`);
    }
    expect(stops, path).toBeGreaterThan(10);
  }
  expect(weak).toEqual([]);
});
