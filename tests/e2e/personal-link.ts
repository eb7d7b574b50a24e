import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";
import { simpleParser } from "mailparser";

import { MIN_LINK_FILL_MS } from "../../src/lib/validation/constants";
import { expect, joinWaitlist, sendContact, test } from "./admin-fixtures";
import { e2eDataDir, e2eMinFillMs } from "./e2e-env";
import { uniqueEmail } from "./mail";
import { withAndWithoutJavaScript } from "./with-and-without-javascript";

// A person's way to their own page (issue "Founder places you can trust"): ask for a link at
// /my-data, read it from the e-mail the file transport wrote.

const mailDir = path.join(e2eDataDir, "mail");

const sentMessage =
  "Thanks. If we hold anything for that address, we've e-mailed it a link to your page.";

/** Every mail the file transport wrote to `to`, parsed. */
export async function mailsTo(to: string) {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const parsed = await Promise.all(
    names.map(async (name) => {
      try {
        return await simpleParser(await readFile(path.join(mailDir, name)));
      } catch {
        return null; // removed between the listing and the read
      }
    }),
  );
  return parsed.filter(
    (mail) => mail?.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === to,
  );
}

/**
 * The private link from the "your private link" e-mail, once the dispatcher has written it, as a
 * path: the build's SITE_URL names another port than this test server's.
 */
export async function personalLink(to: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const mail = (await mailsTo(to)).find((candidate) =>
      candidate?.subject?.includes("your private link"),
    );
    link = mail?.text?.match(/https?:\/\/\S+\/my-data\/view\?token=[\w-]+/)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function requestLink(page: Page, email: string, javaScript: boolean) {
  await page.goto("/my-data");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  // A form sent sooner than a person could type is ignored (the minimum fill time).
  if (javaScript) await page.waitForTimeout(Math.min(MIN_LINK_FILL_MS, e2eMinFillMs) + 200);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  // Without JavaScript the answer is a page of its own, so a reload sends no second e-mail.
  if (!javaScript) await expect(page).toHaveURL(/\/my-data\/sent#form-result$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText(sentMessage);
}

export async function signUp(request: APIRequestContext, email: string) {
  await joinWaitlist(request, { name: "Dana Price", company: "Price Plumbing", email });
  await sendContact(request, { name: "Dana Price", email, message: "Do you handle CIS?" });
}

/**
 * A new person, signed up with an entry and a message, who asked for their link at /my-data as a
 * visitor would (with or without JavaScript): their address and the link the e-mail brought.
 */
export async function newPersonsLink(
  page: Page,
  request: APIRequestContext,
  label: string,
  javaScript = true,
) {
  const email = uniqueEmail(label);
  await signUp(request, email);
  await requestLink(page, email, javaScript);
  return { email, link: await personalLink(email) };
}

/**
 * A test of a new person's own page (`newPersonsLink`), with JavaScript and without: `body` gets
 * the page, their address and their link, which it has not opened yet.
 */
export function testPersonsPage(
  title: string,
  label: string,
  body: (person: {
    page: Page;
    request: APIRequestContext;
    javaScript: boolean;
    email: string;
    link: string;
  }) => Promise<void>,
) {
  withAndWithoutJavaScript("", (javaScript) => {
    test(title, async ({ page, request }) => {
      const run = `${label}-${javaScript ? "js" : "nojs"}`;
      const { email, link } = await newPersonsLink(page, request, run, javaScript);
      await body({ page, request, javaScript, email, link });
    });
  });
}
