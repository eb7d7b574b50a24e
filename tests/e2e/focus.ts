import type { Page } from "@playwright/test";

/**
 * Where keyboard focus is and how it shows, or null when nothing on the page has it: the focused
 * element's ring (its own outline, or the one its card draws round it, decision 054) and, with
 * transitions finished (a button's ring fades in from its text colour), the ring's contrast with
 * the colour behind it (0 with no ring); and whether its middle is uncovered, not under the
 * sticky header or the cookie banner (WCAG 2.4.7, 2.4.11, 1.4.11).
 */
export function focusState(page: Page) {
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
    let contrast = 0;
    for (let at: Element | null = focused; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 1) continue;
      const [ring, behind] = [
        luminance(style.outlineColor),
        luminance(fillBehind(at.parentElement)),
      ];
      contrast =
        Math.round(((Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05)) * 100) / 100;
      break;
    }
    const box = focused.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const onTop = document.elementFromPoint(x, y);
    const uncovered =
      box.width === 0 || !onTop || focused.contains(onTop) || onTop.contains(focused);
    const name = `<${focused.localName}> "${(focused.textContent ?? "").trim().slice(0, 40)}"`;
    return { name, contrast, uncovered };
  });
}

/** True when the focused element shows a ring that stands out 3:1 and is not covered. */
export async function focusIsVisible(page: Page) {
  const state = await focusState(page);
  return state !== null && state.contrast >= 3 && state.uncovered;
}
