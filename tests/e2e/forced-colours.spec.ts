import type { Page } from "@playwright/test";

import { clientAddress, test as consoleTest } from "./admin-fixtures";
import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";

// Forced colours (Windows' contrast themes, conventions.md "Forced colours keep every edge") replace every background with the
// page's own colour and drop every shadow. A button, a link drawn as a button, a dialog or the
// cookie banner that stands out from the page only by its fill or its shadow must keep an edge
// there, and a switch must still show whether it is on.

const pages = ["/", "/signup", "/contact", "/locations/leeds", "/blog", "/my-data", "/admin/login"];

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

/** Marks what stands out in plain colours, then lists what lost its edge in forced colours. */
async function edgesLost(page: Page) {
  await page.emulateMedia({ forcedColors: "none" });
  const marked = await markSetApart(page);
  await page.emulateMedia({ forcedColors: "active" });
  return { marked, lost: await withoutEdge(page) };
}

test("in forced colours every button, dialog and the cookie banner keeps an edge @desktop-and-phone", async ({
  page,
}) => {
  for (const path of pages) {
    await page.goto(path);
    if (!path.startsWith("/admin")) await expect(consentBanner(page)).toBeVisible();
    const { marked, lost } = await edgesLost(page);
    expect(marked, path).toBeGreaterThan(0);
    expect(lost, path).toEqual([]);
  }
  await page.goto("/");
  await page.getByRole("link", { name: "Join Founder's Waitlist" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect((await edgesLost(page)).lost, "the waitlist dialog").toEqual([]);
});

test("in forced colours each cookie switch shows whether it is on", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/");
  await consentBanner(page).getByRole("button", { name: "Customize" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Performance" })).toBeEnabled();
  // Performance pressed, then every switch read at the next frame: the look a person gets at once.
  // With the track's fill easing from Canvas to Highlight, one just turned on was white on white.
  const looks = await dialog.getByRole("switch").evaluateAll(async (switches) => {
    (switches[1] as HTMLElement).click();
    await new Promise(requestAnimationFrame);
    return switches.map((element) => {
      const track = getComputedStyle(element);
      const thumb = getComputedStyle(element.firstElementChild!);
      return {
        on: element.getAttribute("aria-checked") === "true",
        disabled: (element as HTMLButtonElement).disabled,
        track: track.backgroundColor,
        thumb: thumb.backgroundColor,
        edge: parseFloat(track.borderTopWidth) >= 1 && track.borderTopStyle !== "none",
        faded: Number(track.opacity) < 1,
      };
    });
  });
  // Essential (always on, not to be changed), Performance (just turned on), two still off.
  expect(looks.map(({ on, disabled }) => [on, disabled])).toEqual([
    [true, true],
    [true, false],
    [false, false],
    [false, false],
  ]);
  for (const look of looks) {
    expect(look.edge).toBe(true);
    expect(look.faded).toBe(false);
    expect(look.thumb).not.toBe(look.track);
  }
  const [, on, off] = looks;
  // On and off are told apart by more than the thumb's place.
  expect(on!.track).not.toBe(off!.track);
  expect(on!.thumb).not.toBe(off!.thumb);
});

consoleTest.describe("the console in forced colours", () => {
  consoleTest.use({ extraHTTPHeaders: clientAddress(64), forcedColors: "active" });

  // A tab shows it is the current one by the colour of its underline; the others' underline is
  // transparent, which forced colours would draw like any other.
  consoleTest(
    "only the current section and outbox view are underlined",
    async ({ adminPage: page }) => {
      for (const path of ["/admin", "/admin/outbox"]) {
        await page.goto(path);
        const tabs = await page
          .getByRole("navigation", { name: /Admin sections|Outbox views/ })
          .getByRole("link")
          .evaluateAll((links) =>
            links.map((link) => ({
              current: link.getAttribute("aria-current") === "page",
              underlined: parseFloat(getComputedStyle(link).borderBottomWidth) >= 1,
            })),
          );
        expect(tabs.filter(({ current }) => current).length, path).toBe(path === "/admin" ? 1 : 2);
        for (const tab of tabs) expect(tab.underlined, path).toBe(tab.current);
      }
    },
  );
});
