import type { Locator, Page } from "@playwright/test";

import { auditTags, axeProblems, axeResults } from "./axe";
import { bannerKeepsTabClear } from "./consent-banner";
import { expect, test } from "./fixtures";
import { focusIsVisible, focusState } from "./focus";
import { problemsOnVisits } from "./visits";

// WCAG 2.2 A and AA plus axe's best practices with each overlay open (every template at both
// widths is audit.spec.ts's); then the two forms by keyboard alone, with focus visible at every
// step.

const violations = (page: Page) => axeProblems(page, { tags: auditTags });

// One load of the landing page: at 375 px, the bands a phone skips and the mobile menu; widened
// in place to 1440 px (decision 066), each overlay a visitor can open.
test("with its skipped bands and each overlay open, the landing page passes axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  // Decision 039: a phone skips the light bands below the first screen until they near it, and
  // axe cannot always see colours there (it left text in the city pages' grids "incomplete" when
  // they were skipped). The helper renders them first; this proves their text is checked.
  const bands = ["[data-section=target-audience]", "[data-section=pricing]"];
  for (const band of bands)
    expect(
      await page
        .locator(`${band} > *`)
        .first()
        .evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })),
      `${band} is skipped`,
    ).toBe(false);
  for (const band of bands) {
    const { passes, incomplete } = await axeResults(page, { include: band });
    const contrast = (results: typeof passes) =>
      results.find((rule) => rule.id === "color-contrast")?.nodes.length ?? 0;
    expect(contrast(incomplete), band).toBe(0);
    expect(contrast(passes), band).toBeGreaterThan(5);
  }

  const menu = page.getByTestId("mobile-menu").locator("summary");
  await menu.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(await violations(page), "the mobile menu at 375 px").toEqual([]);
  await menu.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Customize" }).click();
  const panel = page.getByRole("dialog", { name: /cookie/i });
  await expect(panel).toBeVisible();
  expect(await violations(page), "the consent panel").toEqual([]);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();

  await page.getByRole("link", { name: "Join Founder's Waitlist" }).first().click();
  const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(waitlist).toBeVisible();
  expect(await violations(page), "the waitlist dialog").toEqual([]);
  await waitlist.getByRole("button", { name: "Cancel" }).click();
  await expect(waitlist).toBeHidden();

  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
  expect(await violations(page), "the contact dialog").toEqual([]);
});

/** Presses Tab until `target` has focus, checking at every stop that focus is on something visible. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIsVisible(page), `focus ring at Tab stop ${step + 1}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} not reached in ${limit} Tab presses`);
}

/** Types into the focused field, then checks it is the expected one and its focus shows. */
async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.type(text);
}

/**
 * On `path`, with the cookie choice made, opens a header link's dialog by keyboard alone and types
 * a name into its first field.
 */
async function openDialogByKeys(page: Page, path: string, link: string, dialogName: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Reject All" }).click();
  // Choice saved: reload, so focus starts at the top of a page without the banner.
  await page.reload();
  const trigger = page.getByRole("banner").getByRole("link", { name: link });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  // A key pressed before the dialog's code has arrived opens it with a loading status first
  // (decision 023); the form, once there, has the focus on its first field (decision 096).
  await typeInto(page, dialog.getByLabel("Name"), "Kez Mensah");
  return { trigger, dialog };
}

/** Tabs from the top of the page until focus comes round, and lists each stop not clearly seen. */
async function tabStopsNotSeen(page: Page) {
  const unseen: string[] = [];
  for (let stop = 1; stop <= 150; stop += 1) {
    await page.keyboard.press("Tab");
    const state = await focusState(page);
    if (!state) return unseen;
    if (state.contrast < 3) unseen.push(`stop ${stop}, ${state.name}: ring ${state.contrast}:1`);
    if (!state.uncovered) unseen.push(`stop ${stop}, ${state.name}: covered`);
  }
  throw new Error("focus never came round in 150 Tab presses");
}

test.describe("keyboard only", () => {
  // Instant scrolling, so a focused element is where it will stay when we look at it.
  test.use({ reducedMotion: "reduce" });
  // Every stop of one page of each kind: a ring that stands out 3:1 from what is behind it, not
  // hidden under the sticky header (conventions.md "Every Tab stop shows a ring": the cards and the orange band failed).
  // In three tests of about 4 pages each, each with its own time: as one test of 13 pages it took
  // 130 to 140 s of its 150 s on a quiet CI day, and 156 s on a slow one.
  const tabVisits = [
    ...[
      "/",
      "/locations",
      "/locations/london",
      "/locations/leeds",
      "/blog",
      "/blog/how-to-streamline-construction-project-management",
      "/signup",
      "/contact",
      "/about",
      "/legal/privacy",
      "/my-data",
    ].map((path) => ({ path, width: 1440 })),
    { path: "/", width: 375 },
    { path: "/legal/privacy", width: 375 },
  ];
  for (const part of [0, 1, 2]) {
    const visits = tabVisits.filter((_, index) => index % 3 === part);
    test(`every Tab stop shows its focus, uncovered, on each kind of page (part ${part + 1} of 3)`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.goto("/");
      await page.getByRole("button", { name: "Reject All" }).click();
      expect(await problemsOnVisits(page, visits, () => tabStopsNotSeen(page))).toEqual([]);
    });
  }

  // The banner stays until it is answered, and Tab goes on past it into the page (conventions.md "What Tab brings into view").
  test("@desktop-and-phone with the cookie banner still up, no Tab stop is hidden under it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const unseen: string[] = [];
    for (const path of ["/signup", "/contact", "/locations/leeds"]) {
      await page.goto(path);
      await bannerKeepsTabClear(page);
      unseen.push(...(await tabStopsNotSeen(page)).map((stop) => `${path}: ${stop}`));
    }
    expect(unseen).toEqual([]);
  });

  // The browser scrolls a focused text field only as far as its caret (conventions.md "What Tab brings into view"): the message
  // box stopped with its first line above the banner and its middle under it, and the errors of
  // the fields Tab had left, shown once the form's checks had downloaded, pushed it wholly under.
  for (const before of ["filled in", "left empty, their errors late"]) {
    test(`@desktop-and-phone the message box Tab reaches is in view above the cookie banner, the fields before it ${before}`, async ({
      page,
    }) => {
      await page.goto("/contact");
      await bannerKeepsTabClear(page);
      const late = before !== "filled in";
      const form = page.getByRole("main").locator("form", { has: page.getByLabel("Message") });
      if (late) {
        // Everything the page fetches from now on (the form's checks) arrives a second late.
        await page.route("**/_next/static/**", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
      } else {
        await form.getByLabel("Name").fill("Kez Mensah");
        await form.getByLabel("Email").fill("kez@example.com");
      }
      await form.getByLabel("Name").focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(form.getByLabel("Message")).toBeFocused();
      if (late) await expect(form.locator("[id$=-error]")).toHaveCount(2);
      expect((await focusState(page))?.uncovered).toBe(true);
    });
  }

  test("join the waitlist through the dialog", async ({ page }) => {
    const { trigger, dialog } = await openDialogByKeys(
      page,
      "/",
      "Get Started",
      "Join the Waitlist",
    );
    await tabTo(page, dialog.getByLabel("Email", { exact: true }), 2);
    await typeInto(
      page,
      dialog.getByLabel("Email", { exact: true }),
      `keys.${Date.now()}@example.co.uk`,
    );
    await tabTo(page, dialog.getByLabel("Company", { exact: true }), 2);
    await typeInto(page, dialog.getByLabel("Company", { exact: true }), "Mensah Roofing");
    // A closed select takes the option whose label starts with the letters typed.
    await tabTo(page, dialog.getByLabel("Trade"), 2);
    await typeInto(page, dialog.getByLabel("Trade"), "Roofer");
    await expect(dialog.getByLabel("Trade")).toHaveValue("roofer");
    await tabTo(page, dialog.getByLabel("Company size"), 2);
    await typeInto(page, dialog.getByLabel("Company size"), "1");
    await expect(dialog.getByLabel("Company size")).toHaveValue("1-5");
    await tabTo(page, dialog.getByLabel("Interested plan"), 2);
    await typeInto(page, dialog.getByLabel("Interested plan"), "Starter");
    await tabTo(page, dialog.getByLabel("Back-office users"), 2);
    await page.keyboard.press("Control+A");
    await typeInto(page, dialog.getByLabel("Back-office users"), "1");
    const submit = dialog.getByRole("button", { name: "Join the Waitlist" });
    await tabTo(page, submit, 8);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(/Thank you for joining our waitlist/)).toBeVisible();
    // The dialog closes by itself and gives focus back to the link that opened it.
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    await expect(trigger).toBeFocused();
  });

  test("send a contact message through the dialog", async ({ page }) => {
    const { trigger, dialog } = await openDialogByKeys(page, "/about", "Contact Us", "Contact Us");
    await tabTo(page, dialog.getByLabel("Email"), 2);
    await typeInto(page, dialog.getByLabel("Email"), `keys.contact.${Date.now()}@example.co.uk`);
    await tabTo(page, dialog.getByLabel("Message"), 2);
    await typeInto(page, dialog.getByLabel("Message"), "Can my subcontractors log their hours?");
    await tabTo(page, dialog.getByRole("button", { name: "Send Message" }), 4);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(/Thank you for your message/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
