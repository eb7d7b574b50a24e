import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";

// The phone menu is the native <details> disclosure with or without JavaScript (conventions.md "The phone menu is the native disclosure");
// the scripts only close it on Escape and on a followed link.

test.use({ viewport: { width: 375, height: 812 } });

const menuOf = (page: Page) => page.getByTestId("mobile-menu");
const toggleOf = (page: Page) => menuOf(page).locator("summary");
const navOf = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

test("@phone the mobile menu opens and closes by keyboard and closes on navigation", async ({
  page,
}) => {
  await page.goto("/about");
  const menu = menuOf(page);
  await expect(menu).not.toHaveAttribute("open");
  await toggleOf(page).focus();
  await page.keyboard.press("Enter");
  await expect(navOf(page)).toBeVisible();
  await expect(menu).toHaveAttribute("open");

  await page.keyboard.press("Escape");
  await expect(navOf(page)).toBeHidden();
  await expect(toggleOf(page)).toBeFocused();

  await page.keyboard.press("Space");
  await expect(navOf(page)).toBeVisible();
  await navOf(page).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(navOf(page)).toBeHidden();
  await expect(menu).not.toHaveAttribute("open");

  // Its Get Started button opens the waitlist dialog and closes the menu.
  await toggleOf(page).click();
  await navOf(page).getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog", { name: "Join the Waitlist" })).toBeVisible();
  await expect(navOf(page)).toBeHidden();
});

test("@phone a menu opened before the scripts have run stays open, its toggle focused, once they have", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await toggleOf(page).click();
  await expect(navOf(page)).toBeVisible();
  expect(scripts.count()).toBeGreaterThan(0);

  await scripts.release();
  // Hydrated, and the network quiet again: the menu is still the one opened, and Escape, which
  // only the scripts handle, closes it.
  await expect
    .poll(() =>
      menuOf(page).evaluate((details) =>
        Object.keys(details).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  await expect(navOf(page)).toBeVisible();
  await expect(toggleOf(page)).toBeFocused();
  await expect
    .poll(async () => {
      await page.keyboard.press("Escape");
      return menuOf(page).evaluate((details) => (details as HTMLDetailsElement).open);
    })
    .toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@phone the menu opens natively and offers Contact Us and Get Started", async ({ page }) => {
    await page.goto("/about");
    const menu = navOf(page);
    await expect(menu).toBeHidden();
    await toggleOf(page).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await menu.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  // On the home page, choosing "Trades" scrolled to the section and left the menu open
  // over it. The bands' anchors share the menu's <details> group, so following one closes it.
  test("@phone choosing a section of the page closes the menu, which no longer covers it", async ({
    page,
  }) => {
    await page.goto("/");
    for (const [name, id] of [
      ["Trades", "target-audience"],
      ["Pricing", "pricing"],
    ] as const) {
      await toggleOf(page).click();
      await expect(navOf(page)).toBeVisible();
      await navOf(page).getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(navOf(page)).toBeHidden();
      await expect(menuOf(page)).not.toHaveAttribute("open");
      const heading = page.locator(`[data-section=${id}] h2`).first();
      await expect(heading).toBeInViewport();
      // What a finger on the heading would touch is the heading, not a menu above it; read again
      // until the jump to the section has settled (a smooth scroll moves it for a moment).
      const touched = async () => {
        const box = (await heading.boundingBox())!;
        return page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest("h2")?.textContent ?? null,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
      };
      await expect.poll(touched).toBe(await heading.textContent());
    }
  });
});
