import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expect, joinWaitlist, test } from "./admin-fixtures";
import { axeViolations } from "./axe";
import { e2eMailSettleMs } from "./e2e-env";
import { uniqueEmail } from "./mail";
import {
  mailsTo,
  newPersonsLink,
  personalLink,
  requestLink,
  signUp,
  testPersonsPage,
} from "./personal-link";

/** WCAG 2.2 A and AA problems axe finds on the page, as in accessibility.spec.ts. */
async function axeProblems(page: Page) {
  const violations = await axeViolations(page, {
    tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
  });
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

testPersonsPage(
  "a person gets a link, sees, downloads, corrects and deletes their data",
  "person",
  async ({ page, request, email, link }) => {
    expect(link).not.toContain(email.split("@")[0]!);
    expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("Price Plumbing")).toBeVisible();
    await expect(main.getByText("Do you handle CIS?")).toBeVisible();
    // Each notice to the founders says which form it was about.
    await expect(main.getByText(/^Notice to the founders of your waitlist entry: /)).toHaveCount(1);
    await expect(main.getByText(/^Notice to the founders of your message: /)).toHaveCount(1);

    const downloading = page.waitForEvent("download");
    await main.getByRole("link", { name: "Download all of it (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^grafter-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const held = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(held.waitlist).toEqual([
      expect.objectContaining({ email, name: "Dana Price", company: "Price Plumbing" }),
    ]);
    expect(held.contact).toEqual([expect.objectContaining({ message: "Do you handle CIS?" })]);

    // The newsletter alone, keeping the rest (a founder place too).
    await main.getByRole("button", { name: "Unsubscribe from the newsletter" }).click();
    await expect(main.getByRole("status")).toHaveText(
      "You're unsubscribed: we won't send you the newsletter again.",
    );
    await expect(main.getByText("unsubscribed", { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Unsubscribe from the newsletter" })).toHaveCount(
      0,
    );
    await expect(main.getByText("Price Plumbing")).toBeVisible();

    await main.getByText("Correct these details").click();
    // Blank but not empty passes the browser's own check; the waitlist schema refuses it
    // (in the browser with JavaScript, on the server without), with the form's own message.
    await main.getByLabel("Name").fill("   ");
    await main.getByRole("button", { name: "Save changes" }).click();
    await expect(main.getByText("Name is required")).toBeVisible();
    await expect(main.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await main.getByLabel("Name").fill("Dana Price");
    await main.getByLabel("Company", { exact: true }).fill("Price & Sons Plumbing");
    await main.getByRole("button", { name: "Save changes" }).click();
    await expect(main.getByRole("status")).toHaveText("Your changes are saved.");
    await expect(main.getByText("Price & Sons Plumbing")).toBeVisible();
    await expect(main.getByText("Price Plumbing", { exact: true })).toHaveCount(0);

    await main.getByRole("link", { name: "Delete everything" }).click();
    await expect(main.getByRole("heading", { name: /Delete everything we hold/ })).toBeVisible();
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: "Delete everything" }).click();
    await expect(main.getByRole("status")).toContainText("has been deleted");
    // The link closed with the deletion (decision 076): it names no address and shows nothing.
    await expect(main.getByText(/^This link was closed when everything held/)).toBeVisible();
    await expect(main.getByText(email)).toHaveCount(0);
    await expect(main.getByText("Price & Sons Plumbing")).toHaveCount(0);
    // The e-mails written about the address went with it.
    expect(await mailsTo(email)).toEqual([]);
  },
);

test("the page says in words where a sign-up came from", async ({ page, request }) => {
  const email = uniqueEmail("came-from");
  await joinWaitlist(request, {
    email,
    attribution: {
      landing: "/locations/leeds",
      utm: { source: "flyer" },
      firstTouch: { landing: "/", referrer: "facebook.com", firstSeen: "2026-11-02" },
    },
  });
  await requestLink(page, email, true);
  await page.goto(await personalLink(email));
  const cameFrom = page.getByRole("main").getByText(/^landed on /);
  // The first visit was shown as the JSON it is stored as.
  await expect(cameFrom).toHaveText(
    "landed on /locations/leeds, utm_source flyer; first visit 2 November 2026: landed on /, from facebook.com",
  );
});

test("a person who sends an autofilled address within two seconds gets the link; a script sending at once does not", async ({
  page,
  request,
}) => {
  const script = uniqueEmail("link-script");
  const person = uniqueEmail("link-autofill");
  await signUp(request, script);
  await signUp(request, person);
  // The browser's clock is held, so the fill times are the ones set here, not this machine's pace.
  const shownAt = Date.now();
  for (const [email, sentAfter] of [
    [script, 200],
    [person, 1_500],
  ] as const) {
    await page.clock.setFixedTime(shownAt);
    await page.goto("/my-data");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await page.clock.setFixedTime(shownAt + sentAfter);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("we've e-mailed it");
  }
  await personalLink(person);
  // The script's request came first, so its e-mail would have been written before the person's.
  const links = (await mailsTo(script)).filter((mail) => mail?.subject?.includes("private link"));
  expect(links).toEqual([]);
});

test("an unknown address gets the same answer and no e-mail", async ({ page }) => {
  const email = uniqueEmail("unknown");
  await requestLink(page, email, true);
  // Any e-mail the request earned would be written by now.
  await page.waitForTimeout(e2eMailSettleMs);
  expect(await mailsTo(email)).toEqual([]);
});

test("opening the link or the download (GET, HEAD) changes nothing, and the answers are private", async ({
  page,
  request,
}) => {
  // Two pages through axe, on a machine shared with other builds.
  test.setTimeout(90_000);
  const { link } = await newPersonsLink(page, request, "readonly");
  const download = link.replace("/my-data/view?", "/my-data/download?");
  const snapshot = async () => {
    const response = await request.get(download);
    expect(response.status()).toBe(200);
    const held = await response.json();
    delete held.generated_at;
    return held;
  };
  const before = await snapshot();
  for (const url of [link, download]) {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await request.fetch(url, { method });
      expect(response.status()).toBe(200);
      expect(response.headers()["referrer-policy"]).toBe("no-referrer");
      expect(response.headers()["x-robots-tag"]).toContain("noindex");
      expect(response.headers()["cache-control"]).toContain("no-store");
    }
  }
  expect((await request.get(download)).headers()["content-disposition"]).toMatch(
    /^attachment; filename="grafter-my-data-/,
  );
  await page.goto(link);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await page.getByText("Correct these details").click();
  expect(await axeProblems(page)).toEqual([]);
  await page.goto(`${link}&step=delete`);
  await expect(page.getByRole("checkbox")).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  // `/my-data` and the page of a link that opens nothing are audit.spec.ts's templates.
  expect(await snapshot()).toEqual(before);

  // A tampered or missing token opens nothing.
  const tampered = link.replace(/token=(.)/, (_, c: string) => `token=${c === "A" ? "B" : "A"}`);
  for (const url of [tampered, "/my-data/view", "/my-data/view?token=%00"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This link has expired or isn't valid",
    );
  }
  expect((await request.get(tampered.replace("/view?", "/download?"))).status()).toBe(404);
});
