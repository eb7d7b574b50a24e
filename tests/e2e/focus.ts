import type { Page } from "@playwright/test";

import { contrastRatio, luminances } from "./colour";

/**
 * Where keyboard focus is and how it shows, or null when nothing on the page has it: the focused
 * element's ring (its own outline, or the one its card draws round it, conventions.md "Every Tab stop shows a ring") and, with
 * transitions finished (a button's ring fades in from its text colour), the ring's contrast with
 * the colour behind it (0 with no ring); and whether its middle is uncovered, not under the
 * sticky header or the cookie banner (WCAG 2.4.7, 2.4.11, 1.4.11).
 */
export async function focusState(page: Page) {
  const state = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    for (const animation of document.getAnimations()) animation.finish();
    const fillBehind = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const fill = getComputedStyle(at).backgroundColor;
        if (fill !== "rgba(0, 0, 0, 0)") return fill;
      }
      return "rgb(255, 255, 255)";
    };
    let ring: [string, string] | null = null;
    for (let at: Element | null = focused; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 1) continue;
      ring = [style.outlineColor, fillBehind(at.parentElement)];
      break;
    }
    const box = focused.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const onTop = document.elementFromPoint(x, y);
    const uncovered =
      box.width === 0 || !onTop || focused.contains(onTop) || onTop.contains(focused);
    const name = `<${focused.localName}> "${(focused.textContent ?? "").trim().slice(0, 40)}"`;
    return { name, ring, uncovered };
  });
  if (!state) return null;
  const { name, ring, uncovered } = state;
  const contrast = ring
    ? contrastRatio(...((await luminances(page, ring)) as [number, number]))
    : 0;
  return { name, contrast, uncovered };
}

/** True when the focused element shows a ring that stands out 3:1 and is not covered. */
export async function focusIsVisible(page: Page) {
  const state = await focusState(page);
  return state !== null && state.contrast >= 3 && state.uncovered;
}
