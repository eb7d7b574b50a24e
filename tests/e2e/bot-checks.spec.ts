import { MIN_FILL_MS, STARTED_FIELD } from "../../src/lib/validation/constants";
import { messages } from "../../src/lib/validation/messages";
import { type AppServer, startApp } from "../support/app-server";
import { presetConsent } from "./analytics-fixtures";
import { e2eNotifyPollMs, e2ePort } from "./e2e-env";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { mailsTo } from "./mail";
import { fillWaitlistForm, uniqueEmail } from "./waitlist-form";

// DESIGN.md, "Anti-spam": a form sent sooner than a person could fill it gets the normal answer
// but is kept aside (quarantined): no notice to the founders, no e-mail. The time the form was
// shown is set in the browser and must survive the form's own re-renders (decision 059: it did
// not, so the check never applied to the waitlist form with JavaScript).

// The suite's server judges a shorter minimum (e2e-env.ts), so its forms need not wait; these
// tests are about the minimum itself, so they run against a server of their own with the real
// one, in one worker per project (a port each).
let app: AppServer;
const mails = (address: string, count?: number) => mailsTo(address, count, app.dataDir);
test.describe.configure({ mode: "serial" });
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  app = await startApp(e2ePort + 50 + testInfo.parallelIndex, {
    NOTIFY_POLL_MS: String(e2eNotifyPollMs),
  });
});
test.afterAll(async () => app?.stop());

// The browser's clock is held still (timers still run), so what the server judges is the time the
// test says passed, not how long this machine took to fill the form: on a loaded CI machine a
// "hurried" fill once took longer than the minimum and was e-mailed.
test("a waitlist form sent faster than a person types is answered but not e-mailed; at a person's pace it is", async ({
  page,
}) => {
  await presetConsent(page, { performance: false, functionality: false, marketing: false });
  const shownAt = Date.now();
  await page.clock.setFixedTime(shownAt);
  await page.goto(`${app.url}/signup`);
  const form = page.getByRole("main");
  const shown = form.locator(`input[name="${STARTED_FIELD}"]`);

  const hurried = uniqueEmail("hurried");
  // Each field is checked as it is left, which renders the form again.
  await fillWaitlistForm(form, { email: hurried });
  await expect(shown).toHaveValue(String(shownAt));
  await page.clock.setFixedTime(shownAt + MIN_FILL_MS - 500);
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText(messages.waitlistSuccess)).toBeVisible();

  const person = uniqueEmail("person");
  await page.clock.setFixedTime(shownAt);
  await page.reload();
  await fillWaitlistForm(form, { email: person });
  await page.clock.setFixedTime(shownAt + MIN_FILL_MS + 500);
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText(messages.waitlistSuccess)).toBeVisible();

  expect(await mails(person)).toHaveLength(1);
  // Anything queued for the hurried one was queued earlier, so it would have been written by now.
  expect(await mails(hurried, 0)).toEqual([]);
});

test("@phone a visitor who typed before the scripts arrived, and sends soon after, is a person", async ({
  page,
}) => {
  await presetConsent(page, { performance: false, functionality: false, marketing: false });
  const scripts = await holdScripts(page);
  await page.goto(`${app.url}/signup`, { waitUntil: "domcontentloaded" });
  const form = page.getByRole("main");
  const shown = form.locator(`input[name="${STARTED_FIELD}"]`);
  // A slow phone: the form is on screen and typed into at a person's pace, the scripts still
  // on their way.
  await form.getByLabel("Name").click();
  await page.keyboard.type("Sam Carter");
  await page.waitForTimeout(MIN_FILL_MS);
  const typedBefore = Date.now();
  expect(scripts.count()).toBeGreaterThan(0);
  await expect(shown).toHaveValue("");

  await scripts.release();
  await expect(shown).not.toHaveValue("");
  // The fill began at the first key, before the scripts ran, not when they did.
  expect(Number(await shown.inputValue())).toBeLessThan(typedBefore);
  const email = uniqueEmail("typed-early");
  await fillWaitlistForm(form, { email });
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText(messages.waitlistSuccess)).toBeVisible();
  expect(await mails(email)).toHaveLength(1);
});

test("a visitor whose clock is ten minutes fast is a person, not a bot", async ({ page }) => {
  await presetConsent(page, { performance: false, functionality: false, marketing: false });
  // The server's clock is this machine's; the browser's runs ten minutes ahead of it.
  const shownAt = Date.now() + 10 * 60_000;
  await page.clock.setFixedTime(shownAt);
  await page.goto(`${app.url}/signup`);
  const form = page.getByRole("main");
  const email = uniqueEmail("fast-clock");
  await fillWaitlistForm(form, { email });
  // A minute of the visitor's typing, by their clock.
  await page.clock.setFixedTime(shownAt + 60_000);
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText(messages.waitlistSuccess)).toBeVisible();
  expect(await mails(email)).toHaveLength(1);
});
