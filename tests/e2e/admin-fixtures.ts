import type { APIRequestContext, Page } from "@playwright/test";

import { answerCookieBanner } from "../../scripts/cookie-choice.mjs";
import { consentPolicyVersion, consentStorageKey } from "../../src/content/consent";
import { expect, test as base } from "./fixtures";
import { linksIn, mailTo } from "./mail";

export const adminPassword = "e2e-admin-password";

/**
 * A made-up client address (TEST-NET-2) per test file, sent as X-Forwarded-For: playwright.config.ts
 * sets TRUST_PROXY, so the lockout counts each file on its own.
 */
export function clientAddress(seed: number): Record<string, string> {
  return { "x-forwarded-for": `198.51.100.${seed}` };
}

/** The founder has answered the cookie banner already (it is not what these tests are about). */
const skipCookieBanner = (page: Page) =>
  answerCookieBanner(page, { key: consentStorageKey, version: consentPolicyVersion });

export async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Admin password").fill(adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** `adminPage`: a page signed in to the console, signed out again afterwards. */
export const test = base.extend<{ adminPage: Page }>({
  page: async ({ page }, use) => {
    await skipCookieBanner(page);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
    await page.context().clearCookies();
  },
});

export { expect };

let sequence = 0;
/** A token no other test uses, to find this test's rows among everyone's. */
export function uniqueToken(label: string): string {
  sequence += 1;
  return `${label}${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

/** Stores a waitlist sign-up through the public JSON API, as a visitor would. */
export async function joinWaitlist(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.post("/api/waitlist", {
    data: {
      name: "Sam Carter",
      company: "Carter Electrical",
      trade: "electrician",
      company_size: "6-20",
      interested_plan: "professional",
      back_office_users: 2,
      field_users: 4,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Signs `entry` up through the public JSON API and presses Confirm behind the link its e-mail
 * brought, as its person would: the page is left on the confirmation's answer.
 */
export async function signUpAndConfirm(
  page: Page,
  request: APIRequestContext,
  entry: { email: string },
) {
  expect((await request.post("/api/waitlist", { data: entry })).status()).toBe(201);
  const link = linksIn(await mailTo(entry.email)).find((href) =>
    href.startsWith("/waitlist/confirm?token="),
  );
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my address" }).click();
}

export async function sendContact(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.post("/api/contact", {
    data: { name: "Priya Shah", message: "Does it handle CIS?", ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Every kind of page the signed-in console has, in order: the overview, acquisition, the three
 * lists, the outbox, erase, and for a fresh sign-up (stored here) its erase preview and its record.
 */
export async function everyConsolePage(page: Page, request: APIRequestContext, label: string) {
  const token = uniqueToken(label);
  const email = `${label}.${token}@example.co.uk`;
  await joinWaitlist(request, { company: `${token} Ltd`, email });
  await page.goto(`/admin/waitlist?q=${token}`);
  await page.locator("tbody a").first().click();
  await expect(page.getByRole("link", { name: "Erase this person" })).toBeVisible();
  return [
    "/admin",
    "/admin/acquisition",
    "/admin/waitlist",
    "/admin/contact",
    "/admin/newsletter",
    "/admin/outbox",
    "/admin/campaigns",
    "/admin/campaigns/new",
    "/admin/erase",
    `/admin/erase?email=${encodeURIComponent(email)}`,
    new URL(page.url()).pathname,
  ];
}
