import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// The script-hash Content-Security-Policy (docs/decisions/007) in a real browser: every main
// page runs its scripts without one violation, and the dialogs still open and submit.

const pages = [
  "/",
  "/about",
  "/blog",
  "/blog/how-to-streamline-construction-project-management",
  "/locations",
  "/locations/london",
  "/locations/leeds",
  "/signup",
  "/contact",
  "/legal/cookies",
  "/newsletter/pending",
  "/dashboard-mvp",
  // Rendered per request: its scripts run by nonce (src/proxy.ts), not by hash.
  "/admin/login",
];

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
}

test("the main pages run their scripts with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Hydrated: React has attached to the document.
    await expect
      .poll(() =>
        page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)),
      )
      .toBe(true);
    expect(await violations(), path).toEqual([]);
  }
});

test("the dialogs open and submit under the policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(waitlist).toBeVisible();
  await waitlist.getByLabel("Name").fill("Priya Shah");
  await waitlist.getByLabel("Email", { exact: true }).fill(`csp.${Date.now()}@example.co.uk`);
  await waitlist.getByLabel("Company", { exact: true }).fill("Shah Plumbing");
  await waitlist.getByLabel("Trade").selectOption("plumber");
  await waitlist.getByLabel("Company size").selectOption("1-5");
  await waitlist.getByLabel("Interested plan").selectOption("starter");
  await waitlist.getByLabel("Back-office users").fill("1");
  await waitlist.getByLabel("Field users").fill("3");
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByText(/Thank you for joining our waitlist/)).toBeVisible();
  await expect(waitlist).toBeHidden({ timeout: 6_000 });

  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  const contact = page.getByRole("dialog", { name: "Contact Us" });
  await contact.getByLabel("Name").fill("Priya Shah");
  await contact.getByLabel("Email").fill(`csp.contact.${Date.now()}@example.co.uk`);
  await contact.getByLabel("Message").fill("Does Grafter handle CIS returns?");
  await contact.getByRole("button", { name: /Send/ }).click();
  await expect(contact.getByText(/Thank you for your message/)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe("an injected script", () => {
  test.use({ allowConsoleErrors: /Content Security Policy/ });

  for (const path of ["/about", "/admin/login"])
    test(`is refused on ${path}: the policy is enforced, not just sent`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
      });
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
      ).toBeUndefined();
      await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    });
});
