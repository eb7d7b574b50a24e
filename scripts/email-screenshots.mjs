#!/usr/bin/env node
// Screenshots of the e-mails as a person reads them: starts the production server on a
// throwaway database, makes a waitlist sign-up and a contact message, waits for the .eml files the
// file transport writes, and photographs each HTML part at 375 px and 1280 px wide.
//   node scripts/email-screenshots.mjs [out-dir=docs/screenshots/email]
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";
import { simpleParser } from "mailparser";

import { ensureBuild, root, startServer } from "./bench/server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const out = path.resolve(root, process.argv[2] ?? "docs/screenshots/email");
mkdirSync(out, { recursive: true });
ensureBuild();
const server = await startServer(Number(process.env.PORT ?? 3950), {
  NOTIFY_POLL_MS: "200",
  NOTIFY_TO: "founders@example.co.uk",
});
const post = (route, body) =>
  fetch(`${server.url}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
try {
  await post("/api/waitlist", {
    name: "Sam Fixer",
    email: "sam@fixer.example",
    company: "Fixer Plumbing Ltd",
    trade: "plumber",
    company_size: "6-20",
    interested_plan: "professional",
    back_office_users: 3,
    field_users: 12,
    current_software: "Spreadsheets and WhatsApp",
    additional_notes: "We do new-build first and second fix across Leeds.",
    source: "/locations/leeds",
  });
  await post("/api/contact", {
    name: "Kim Roofer",
    email: "kim@roofs.example",
    message: "Do you handle CIS returns?",
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  // The personal link is asked for on /my-data, as a person does (a Server Action, no JSON API).
  const ask = await browser.newPage();
  await ask.goto(`${server.url}/my-data`);
  await ask.getByLabel("Email", { exact: true }).fill("sam@fixer.example");
  await ask.waitForTimeout(3_000); // a form sent sooner than a person could type is ignored
  await ask.getByRole("button", { name: "E-mail me a link" }).click();
  await ask.getByText("we've e-mailed it a link").waitFor();
  await ask.close();
  const dir = path.join(server.dataDir, "mail");
  let files = [];
  for (let attempt = 0; attempt < 100 && files.length < 5; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })();
  }
  const names = {
    "New waitlist sign-up": "founders-notice-waitlist",
    "Confirm your address": "visitor-confirmation",
    "New contact message": "founders-notice-contact",
    "We have your message": "visitor-contact-acknowledgement",
    "Your Grafter data": "visitor-personal-link",
  };
  for (const file of files) {
    const mail = await simpleParser(readFileSync(path.join(dir, file)));
    const name = Object.entries(names).find(([start]) => mail.subject?.startsWith(start))?.[1];
    if (!name || typeof mail.html !== "string") continue;
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(mail.html);
      const target = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: target, fullPage: true });
      await page.close();
      console.log(`saved ${path.relative(root, target)}`);
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
