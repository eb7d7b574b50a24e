import { clientAddress, test as consoleTest } from "./admin-fixtures";
import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";
import { edgesLost } from "./forced-colours";

// Forced colours (Windows' contrast themes, conventions.md "Forced colours keep every edge"):
// what opens over a page keeps its edge, a switch still shows whether it is on, and the console's
// tabs say which is current.

// Every template's page is audit.spec.ts's, at 375 and 1440 px; here, what opens over a page and
// the console's sign-in page.
test("in forced colours the waitlist dialog and the console's sign-in page keep their edges @desktop-and-phone", async ({
  page,
}) => {
  await page.goto("/admin/login");
  const { marked, lost } = await edgesLost(page);
  expect(marked, "/admin/login").toBeGreaterThan(0);
  expect(lost, "/admin/login").toEqual([]);
  await page.emulateMedia({ forcedColors: null });
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
