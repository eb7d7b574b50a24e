import { hydrated, injectedScriptRuns, watchViolations } from "../support/csp-violations";
import { expect, test } from "./fixtures";
import { fillWaitlistForm, uniqueEmail } from "./waitlist-form";

// The script-hash Content-Security-Policy (docs/decisions/007) in a real browser: every template
// runs its scripts without one violation (audit.spec.ts, on its load of each), so do the pages
// outside its templates, and the dialogs still open and submit.

const pages = [
  "/newsletter/pending",
  // Rendered per request: its scripts run by nonce (src/proxy.ts), not by hash.
  "/admin/login",
];

test("the pages outside the audit's templates run their scripts with no CSP violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of pages) {
    // The fixture's goto waits for a quiet network.
    await page.goto(path);
    // Hydrated: React has attached to the document.
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await violations(), path).toEqual([]);
  }
});

test("the dialogs open and submit under the policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(waitlist).toBeVisible();
  await fillWaitlistForm(waitlist, { email: uniqueEmail("csp") });
  await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(waitlist.getByText(/Thank you for joining our waitlist/)).toBeVisible();
  await expect(waitlist).toBeHidden({ timeout: 6_000 });

  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  const contact = page.getByRole("dialog", { name: "Contact Us" });
  await contact.getByLabel("Name").fill("Priya Shah");
  await contact.getByLabel("Email").fill(uniqueEmail("csp.contact"));
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
      expect(await injectedScriptRuns(page)).toBe(false);
      await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    });
});
