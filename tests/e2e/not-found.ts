import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * A suite that visits `path` and expects the site's 404 page with status 404; `alsoCheck` adds
 * what one kind of path promises besides.
 */
export function describeNotFound(
  suite: string,
  title: string,
  path: string,
  alsoCheck?: (page: Page) => Promise<void>,
) {
  test.describe(suite, () => {
    // The browser logs the 404 of the document itself.
    test.use({ allowConsoleErrors: /status of 404/ });

    test(title, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await alsoCheck?.(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
    });
  });
}
