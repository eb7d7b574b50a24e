import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { linksIn, mailTo, mailsTo, uniqueEmail, waitlistEntry } from "./mail";
import { withAndWithoutJavaScript } from "./with-and-without-javascript";

// These tests count founder places left; in parallel, one's confirmation would move another's count.
test.describe.configure({ mode: "serial" });

/** Founder places left, as the landing page's pricing box shows them. */
async function placesLeft(page: Page): Promise<number> {
  await page.goto("/");
  const text = await page.getByTestId("founder-places").first().textContent();
  return Number(text?.match(/(\d+)/)?.[1]);
}

async function signUp(request: APIRequestContext, name: string) {
  const entry = waitlistEntry({ name, email: uniqueEmail("confirm") });
  expect((await request.post("/api/waitlist", { data: entry })).status()).toBe(201);
  const mail = await mailTo(entry.email);
  const link = linksIn(mail).find((href) => href.startsWith("/waitlist/confirm?token="));
  expect(link, "the e-mail carries a confirmation link").toBeTruthy();
  return { entry, link: link! };
}

withAndWithoutJavaScript("confirming a founder place", () => {
  test("the e-mailed link shows one button; the place is taken only when it is pressed", async ({
    page,
    request,
  }) => {
    const { link } = await signUp(request, "Pat Confirm");
    const before = await placesLeft(page);

    await page.goto(link);
    await expect(
      page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" }),
    ).toBeVisible();
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    // Opening the link (what a mail scanner does) took nothing.
    expect(await placesLeft(page)).toBe(before);

    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /You're founder number \d+|You're on the waitlist/,
    );
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await expect.poll(() => placesLeft(page), { timeout: 20_000 }).toBe(Math.max(0, before - 1));

    // Reopening the link shows the same place, and offers no second one.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole("button", { name: "Confirm my address" })).toHaveCount(0);
    // Not a dead end: the way on is the home page.
    await page.getByRole("main").getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

// The first request after a confirmation to /signup/joined or /signup/plan/* showed
// the old count while / showed the new one (the server here refreshes on every confirmation).
test("after a confirmation every page showing founder places shows the same count", async ({
  page,
  request,
}) => {
  // Five pages, each regenerated once before the confirmation and once after it.
  test.setTimeout(240_000);
  const paths = [
    "/",
    "/signup",
    "/signup/joined",
    "/signup/plan/starter",
    "/signup?plan=enterprise",
  ];
  const countOn = async (path: string) => {
    await page.goto(path);
    const shown = page.getByTestId("founder-places");
    // The copy made at build has no count (no database then) until its first regeneration.
    if ((await shown.count()) === 0) return NaN;
    return Number((await shown.first().textContent())?.match(/(\d+)/)?.[1]);
  };
  // Every page cached with a count, as visitors would have left them.
  for (const path of paths)
    await expect.poll(() => countOn(path), { message: path, timeout: 60_000 }).not.toBeNaN();
  const { link } = await signUp(request, "Same Count");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /You're founder number \d+|You're on the waitlist/,
  );
  const counts: Record<string, number> = {};
  // The pages other than / first: / was the one that was always refreshed.
  for (const path of [...paths.slice(1), "/"]) counts[path] = await countOn(path);
  expect(new Set(Object.values(counts)).size, JSON.stringify(counts)).toBe(1);
});

test("the dialog's success says to confirm from the e-mail, beside the specification's message", async ({
  request,
}) => {
  const response = await request.post("/api/waitlist", { data: waitlistEntry() });
  expect(await response.json()).toMatchObject({
    message: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
    note: "We've sent you an e-mail: if your address isn't confirmed yet, open the link in it to confirm it. Founder places go to confirmed addresses, in the order they confirm.",
  });
});

test("a forged or mangled confirmation link confirms nothing", async ({ page, request }) => {
  const { link } = await signUp(request, "Forged Link");
  const forged = link.replace(/\.[\w-]{22}$/, `.${"A".repeat(22)}`);
  await page.goto(forged);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
  const pressed = await request.post("/api/waitlist/confirm", {
    data: { token: forged.split("token=")[1] },
    headers: { accept: "application/json" },
  });
  expect(pressed.status()).toBe(404);
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Confirm my address" })).toBeVisible();
});

test("a GET or HEAD of every link in every e-mail we send changes nothing", async ({
  page,
  request,
}) => {
  const { entry } = await signUp(request, "Scanner Test");
  const email = entry.email;
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);
  const mails = await mailsTo(email, 2);
  const links = [...new Set(mails.flatMap(linksIn))];
  const unsubscribeHeader = mails
    .join("\n")
    .match(/List-Unsubscribe:\s*<[^>]*(\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/)?.[1];
  expect(unsubscribeHeader).toBeTruthy();
  links.push(unsubscribeHeader!);
  const newsletterConfirm = links.find((href) => href.startsWith("/newsletter/confirm?"));
  expect(links.some((href) => href.startsWith("/waitlist/confirm?"))).toBe(true);
  expect(newsletterConfirm).toBeTruthy();

  const before = await placesLeft(page);
  for (const href of links) {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await request.fetch(href, { method });
      expect(response.status(), `${method} ${href}`).toBeLessThan(500);
    }
  }
  expect(await placesLeft(page)).toBe(before);
  const confirmLink = links.find((href) => href.startsWith("/waitlist/confirm?"))!;
  await page.goto(confirmLink);
  await expect(page.getByRole("button", { name: "Confirm my address" })).toBeVisible();
  // The subscription is still pending and subscribed: its confirmation POST is the first to act.
  const token = newsletterConfirm!.split("token=")[1]!;
  const confirmed = await request.post("/api/newsletter/confirm", {
    data: { token },
    headers: { accept: "application/json" },
  });
  expect(await confirmed.json()).toEqual({ status: "confirmed" });
});
