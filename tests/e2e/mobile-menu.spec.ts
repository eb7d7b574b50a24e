import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("@phone the mobile menu opens and closes by keyboard and closes on navigation", async ({
  page,
}) => {
  await page.goto("/about");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.keyboard.press("Space");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );

  // Its Get Started button opens the waitlist dialog and closes the menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog", { name: "Join the Waitlist" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@phone the menu opens natively and offers Contact Us and Get Started", async ({ page }) => {
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByTestId("native-menu").locator("summary").click();
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
});
