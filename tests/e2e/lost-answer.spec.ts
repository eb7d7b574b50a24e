import type { Page, Route } from "@playwright/test";

import { formDraftCopy } from "../../src/content/form-drafts";
import { FILL_KEY_FIELD } from "../../src/lib/validation/constants";
import { messages } from "../../src/lib/validation/messages";
import { presetConsent } from "./analytics-fixtures";
import { sendContactPage } from "./contact-page";
import { waitOutMinimumFillTime } from "./fill-time";
import { expect, test } from "./fixtures";
import { mailsSettledTo } from "./mail";
import { interceptActions } from "./server-actions";
import { fillWaitlistForm, uniqueEmail } from "./waitlist-form";

// Decision 059: on a weak signal a form can reach the server while its answer never comes back.
// The visitor sees the failure and sends again; the same fill is stored once, so the founders get
// one notice and the visitor one e-mail. A new fill after a success is a new submission.

test.use({ allowConsoleErrors: /Failed to fetch|net::ERR/ });

/** The fill key a Server Action call carried, read from its multipart body as a server would. */
async function fillKeyOf(route: Route) {
  const request = route.request();
  const body = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { "content-type": (await request.headerValue("content-type")) ?? "" },
  }).formData();
  // React prefixes each field of a form sent to a Server Action with a reference number.
  const entry = [...body].find(([name]) => name.endsWith(FILL_KEY_FIELD));
  return typeof entry?.[1] === "string" ? entry[1] : null;
}

/**
 * Lets the first Server Action reach the server, then drops its answer, as a lost signal does.
 * Returns the fill key each call carried.
 */
async function loseFirstAnswer(page: Page) {
  const sent: (string | null)[] = [];
  await interceptActions(page, async (route: Route) => {
    sent.push(await fillKeyOf(route));
    if (sent.length > 1) return route.fallback();
    await route.fetch();
    await route.abort("connectionreset");
  });
  return sent;
}

const nothing = { performance: false, functionality: false, marketing: false };

test("a sign-up whose answer was lost, sent again, is stored once", async ({ page }) => {
  await presetConsent(page, nothing);
  const email = uniqueEmail("lost-answer");
  await page.goto("/signup");
  const keys = await loseFirstAnswer(page);
  const form = page.getByRole("main");
  await fillWaitlistForm(form, { email });
  await waitOutMinimumFillTime(form);
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText(messages.generic)).toBeVisible();

  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText(messages.waitlistSuccess)).toBeVisible();
  // Both sends named the same fill, with a key only this browser made.
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await mailsSettledTo(email)).toHaveLength(1);
});

test("a message kept unsent and sent again after a reload is stored once", async ({ page }) => {
  await presetConsent(page, { ...nothing, functionality: true });
  const email = uniqueEmail("lost-contact");
  await loseFirstAnswer(page);
  await sendContactPage(
    page,
    { name: "Priya Shah", email, message: "Do you handle CIS?" },
    { atPersonsPace: true },
  );
  const unsent = page.getByRole("group", { name: formDraftCopy.unsentLabel });
  await expect(unsent).toBeVisible();

  await page.reload();
  await unsent.getByRole("button", { name: formDraftCopy.sendAgain }).click();
  await expect(page.getByText(messages.contactSuccess)).toBeVisible();
  expect(await mailsSettledTo(email)).toHaveLength(1);
});

test("the same answers sent again after a success are a new sign-up, up to the day's limit", async ({
  page,
}) => {
  await presetConsent(page, nothing);
  const email = uniqueEmail("twice");
  await page.goto("/signup");
  const form = page.getByRole("main");
  for (const answer of [messages.waitlistSuccess, messages.waitlistSuccess]) {
    await fillWaitlistForm(form, { email });
    await waitOutMinimumFillTime(form);
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(form.getByText(answer)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
  }
  expect(await mailsSettledTo(email)).toHaveLength(2);
});

// Decision 073: a form the browser posts itself (no JavaScript, or not yet) has no key of its own;
// the same answers posted again within half an hour are the same sign-up.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-up posted again after its answer was lost is stored once", async ({ page }) => {
    const email = uniqueEmail("lost-plain");
    const posts: (string | null)[] = [];
    await page.route("**/*", async (route, request) => {
      if (request.method() !== "POST" || !request.isNavigationRequest()) return route.fallback();
      posts.push(await fillKeyOf(route));
      if (posts.length > 1) return route.fallback();
      await route.fetch({ maxRedirects: 0 });
      await route.abort("connectionreset");
    });
    await page.goto("/signup");
    const form = page.getByRole("main");
    await fillWaitlistForm(form, { email });
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    // The browser shows its own error page; the visitor goes back and sends the answers again.
    await page.waitForURL((url) => url.protocol === "chrome-error:");
    expect(posts).toHaveLength(1);
    await page.goto("/signup");
    await fillWaitlistForm(form, { email });
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText(messages.waitlistSuccess)).toBeVisible();
    // Both were the page's own form sent by the browser, its key's field empty as served.
    expect(posts).toEqual(["", ""]);
    expect(await mailsSettledTo(email)).toHaveLength(1);
  });
});
