import type { Page } from "@playwright/test";

// Forced colours (Windows' contrast themes, conventions.md "Forced colours keep every edge")
// replace every background with the page's own colour and drop every shadow. A button, a link
// drawn as a button, a dialog or the cookie banner that stands out from the page only by its fill
// or its shadow must keep an edge there (audit.spec.ts on every template at both widths,
// forced-colours.spec.ts for the rest).

/**
 * Marks (data-set-apart) each control, and each box floating over the page, that in the current
 * (plain) colours stands out only by a fill unlike what lies behind it, or by a shadow.
 */
function markSetApart(page: Page) {
  return page.evaluate(() => {
    const clear = "rgba(0, 0, 0, 0)";
    const fillBehind = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const fill = getComputedStyle(at).backgroundColor;
        if (fill !== clear) return fill;
      }
      return "rgb(255, 255, 255)";
    };
    const floats = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).position === "fixed") return true;
      return false;
    };
    for (const element of document.querySelectorAll("[data-set-apart]"))
      element.removeAttribute("data-set-apart");
    let marked = 0;
    for (const element of document.querySelectorAll("body *")) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility !== "visible" || box.width < 24 || box.height < 16) continue;
      // The dimmed backdrop behind a dialog covers the screen; it has no edge to show.
      if (box.width >= innerWidth && box.height >= innerHeight) continue;
      const control = element.matches("a, button");
      if (!control && !floats(element)) continue;
      const filled =
        style.backgroundColor !== clear &&
        style.backgroundColor !== fillBehind(element.parentElement);
      if (!filled && style.boxShadow === "none") continue;
      element.setAttribute("data-set-apart", "");
      marked++;
    }
    return marked;
  });
}

/** Each marked element that has no line on all four sides, described. */
function withoutEdge(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-set-apart]")]
      .filter((element) => {
        const style = getComputedStyle(element);
        return ["top", "right", "bottom", "left"].some(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side}-width`)) < 1 ||
            ["none", "hidden"].includes(style.getPropertyValue(`border-${side}-style`)),
        );
      })
      .map((element) => `<${element.localName}> "${element.textContent?.trim().slice(0, 40)}"`),
  );
}

/**
 * Marks what stands out in plain colours, then lists what lost its edge in forced colours; the
 * page is left in forced colours.
 */
export async function edgesLost(page: Page) {
  await page.emulateMedia({ forcedColors: "none" });
  const marked = await markSetApart(page);
  await page.emulateMedia({ forcedColors: "active" });
  return { marked, lost: await withoutEdge(page) };
}
