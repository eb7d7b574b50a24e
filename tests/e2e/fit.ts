import type { CDPSession, Page } from "@playwright/test";

const sessions = new WeakMap<Page, CDPSession>();

/** Sets the size the root's rem is made of, as Android's font size or the browser's text size do. */
export async function setTextSize(page: Page, percent: number) {
  let cdp = sessions.get(page);
  if (!cdp) sessions.set(page, (cdp = await page.context().newCDPSession(page)));
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
export function misfits(page: Page, strict = true) {
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
        !scroller(element) &&
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

/**
 * Words the page breaks across two lines, described. `overflow-wrap: break-word` on the body lets
 * a word longer than its line break (conventions.md "Text at the reader's size"); at the usual text size on a phone no word
 * should need to. Skipped bands must be rendered first (`renderSkippedBands`).
 */
export function brokenWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (
        parent.closest("[aria-hidden=true], .sr-only") ||
        !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        continue;
      const text = (node as Text).data;
      // A word: what lies between spaces, hyphens and slashes, where a line may break anyway.
      for (const word of text.matchAll(/[^\s\-–/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) found.push(`"${word[0]}" in ${parent.tagName.toLowerCase()}`);
      }
    }
    return found;
  });
}
