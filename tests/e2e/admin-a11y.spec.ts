import { clientAddress, everyConsolePage, expect, test } from "./admin-fixtures";
import { pageFacts } from "../support/html-page";
import { axeViolations } from "./axe";

test.use({ extraHTTPHeaders: clientAddress(60) });

// Eleven console pages through axe took 82 s of one test with the machine's load at 20, and 174 s
// at 33: in two halves, one a worker, each with its own guard against a hang.
for (const part of [0, 1]) {
  test(`every console page answers a signed-in founder with its heading and no WCAG 2.2 A/AA violations (part ${part + 1} of 2)`, async ({
    adminPage: page,
    request,
  }) => {
    test.setTimeout(150_000);
    const paths = (await everyConsolePage(page, request, "axe")).filter(
      (_, index) => index % 2 === part,
    );
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      if (path === "/admin")
        // The browser tests' server sets no LAUNCH_LABEL: the specification's Q4 2025 has passed.
        await expect(
          page.getByRole("status").filter({ hasText: "LAUNCH_LABEL is not set" }),
        ).toContainText('the site says "launching soon"');
    }
    if (part === 0) {
      // The same pages with their filters, served in the session (the browser's cookies).
      for (const path of ["/admin?days=90", "/admin/outbox?status=pending"]) {
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
        expect(pageFacts(await response.text()).h1, path).toHaveLength(1);
      }
    } else {
      await page.context().clearCookies();
      await page.goto("/admin/login");
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
