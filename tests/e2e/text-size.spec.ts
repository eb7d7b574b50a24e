import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";
import { renderSkippedBands } from "./axe";
import { brokenWords, misfits, setTextSize } from "./fit";
import { problemsOnVisits } from "./visits";

// A person who reads with larger text: Android's font size (the page opts in with the text-scale
// meta, conventions.md "Text at the reader's size") or the browser's own text size. Both set the size the root's rem is made
// of; Chromium's DevTools protocol sets that same default size here. On a 375 px phone at 100%,
// 150% and 200%, every page must still fit the screen: nothing pushes it sideways and nothing is
// cut off (every template is audit.spec.ts's; here, the overlays and the first visit's font). Tables may scroll inside their own box (WCAG 1.4.10 allows it for data tables).

test.use({ viewport: { width: 375, height: 812 } });

// WCAG 1.4.12: a reader's own style sheet may space text out (line height 1.5, letter spacing
// 0.12em, word spacing 0.16em, 2em after a paragraph) and nothing may be lost. The tightest
// boxes are a phone's; a figure may reach into its card's padding, but not off the screen or
// under a clipped edge.
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

// A first visit shows the fallback font (Inter is "optional", decision 030). Until conventions.md "Inter's fallback" it
// was DejaVu Sans on this machine, wider than Inter, and "Customize" in the cookie banner's row of
// three buttons broke across two lines on every page; now it is Liberation Sans resized to Inter,
// and a row laid out for Inter must not break a word in it either. One page of each kind.
test.describe("in the font of a first visit", () => {
  // The font file is refused, so the page keeps its fallback.
  test.use({ allowConsoleErrors: /net::ERR_FAILED/ });

  test("@phone at the usual text size no word breaks across two lines", async ({ page }) => {
    test.setTimeout(120_000);
    await page.route("**/*.woff2", (route) => route.abort());
    const pages = [
      "/",
      "/signup",
      "/contact",
      "/about",
      "/locations/wolverhampton",
      "/legal/privacy",
      "/blog",
      "/blog/top-10-trade-business-software-comparison",
      "/my-data",
    ];
    // The narrowest phones (320 px) too, on the pages with the longest words in the largest type:
    // the longest city name in its heading, the hero, the article with the longest headings.
    const narrow = [
      "/",
      "/locations/wolverhampton",
      "/blog/top-10-trade-business-software-comparison",
    ];
    const visits = [
      ...pages.map((path) => ({ path, width: 375 })),
      ...narrow.map((path) => ({ path, width: 320 })),
    ];
    const problems = await problemsOnVisits(page, visits, async () => {
      await expect(consentBanner(page)).toBeVisible();
      // The premise: the page is in the fallback font.
      expect(
        await page.evaluate(() =>
          [...document.fonts].some(
            (face) => /^"?inter"?$/i.test(face.family) && face.status === "loaded",
          ),
        ),
      ).toBe(false);
      await renderSkippedBands(page);
      return brokenWords(page);
    });
    expect(problems).toEqual([]);
  });
});

test("@phone with text at 200%, the menu, the dialogs and the cookie settings fit a 375 px phone", async ({
  page,
}) => {
  await setTextSize(page, 200);
  await page.goto("/");
  await consentBanner(page).getByRole("button", { name: "Customize" }).click();
  const settings = page.getByRole("dialog", { name: /cookie/i });
  await expect(settings).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);
  await settings.getByRole("button", { name: "Reject All" }).click();
  await expect(settings).toBeHidden();

  await page.getByTestId("mobile-menu").locator("summary").click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);

  await menu.getByRole("link", { name: "Get Started" }).click();
  const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(waitlist.getByLabel("Name")).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(waitlist).toBeHidden();
  // Closed, the dialog takes its history entry away (history.back(), conventions.md "Back closes a dialog") a moment
  // later; a navigation started before that traversal is aborted by it (a CI run's goto failed
  // with net::ERR_ABORTED).
  await expect
    .poll(() =>
      page.evaluate(() => (history.state as { grafterOverlay?: string } | null)?.grafterOverlay),
    )
    .toBeUndefined();

  await page.goto("/about");
  await page.getByTestId("mobile-menu").locator("summary").click();
  await menu.getByRole("link", { name: "Contact Us" }).click();
  const contact = page.getByRole("dialog", { name: "Contact Us" });
  await expect(contact.getByLabel("Message")).toBeVisible();
  expect(await misfits(page, false)).toEqual([]);
});

test("@phone the cookie settings and the waitlist dialog keep all their text with WCAG's text spacing", async ({
  page,
}) => {
  const problems: string[] = [];
  await page.goto("/");
  await page.addStyleTag({ content: textSpacing });
  await consentBanner(page).getByRole("button", { name: "Customize" }).click();
  await expect(page.getByRole("dialog", { name: /cookie/i })).toBeVisible();
  problems.push(...(await misfits(page, false)).map((problem) => `cookie settings: ${problem}`));
  await page.keyboard.press("Escape");
  await page.getByTestId("mobile-menu").locator("summary").click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "Get Started" })
    .click();
  await expect(page.getByRole("dialog", { name: "Join the Waitlist" })).toBeVisible();
  problems.push(...(await misfits(page, false)).map((problem) => `waitlist: ${problem}`));
  expect(problems).toEqual([]);
});
