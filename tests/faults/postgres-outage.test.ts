import { chromium } from "@playwright/test";
import { afterEach, expect, it } from "vitest";

import { messages } from "@/lib/validation/messages";

import { testChromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { type AppServer, startApp } from "../support/app-server";
import { appPort, pgPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { eventually, post, uniqueEmail, waitlistBody } from "./support/submissions";

// PostgreSQL stops during a run: the forms show the failure message, /api/health answers 503,
// the process stays up, and it recovers by itself when the database comes back.

let app: AppServer | undefined;
let database: Postgres | undefined;

afterEach(async () => {
  await app?.stop();
  database?.stop();
});

it("fails visibly while PostgreSQL is down and recovers without a restart", async () => {
  database = startPostgres(pgPort(3));
  app = await startApp(appPort(3), { DATABASE_URL: database.url, NOTIFY_POLL_MS: "500" });
  const server = app;
  const submit = (label: string, index: number) =>
    post(`${server.url}/api/waitlist`, waitlistBody(uniqueEmail(label, index)));

  // A steady trickle of submissions runs through the whole outage.
  const statuses: (number | "error")[] = [];
  let running = true;
  const trickle = (async () => {
    for (let index = 0; running; index += 1) {
      statuses.push((await submit("trickle", index)).status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await eventually(async () => statuses.filter((s) => s === 201).length >= 10, 20_000);

  database.halt();
  const down = await submit("down", 0);
  expect(down.status).toBe(500);
  expect(down.body?.message).toBe(messages.waitlistFailed);
  const contact = await post(`${server.url}/api/contact`, {
    name: "Fault Finder",
    email: uniqueEmail("down-contact", 0),
    message: "Is anybody there?",
  });
  expect(contact.status).toBe(500);
  expect(contact.body?.message).toBe(messages.generic);
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(503);
  expect((await health.json()).database.reachable).toBe(false);
  // Pages are prerendered: the site stays readable.
  expect((await fetch(`${server.url}/about`)).status).toBe(200);

  // The dialog form shows the failure message in red and keeps what was typed.
  const browser = await chromium.launch(testChromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/signup`);
    const form = page.getByRole("main");
    await form.getByLabel("Name").fill("Fault Finder");
    await form.getByLabel("Email", { exact: true }).fill(uniqueEmail("down-form", 0));
    await form.getByLabel("Company", { exact: true }).fill("Faults Ltd");
    await form.getByLabel("Trade").selectOption("plumber");
    await form.getByLabel("Company size").selectOption("1-5");
    await form.getByLabel("Interested plan").selectOption("starter");
    await form.getByLabel("Back-office users").fill("1");
    await form.getByLabel("Field users").fill("0");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    const failure = page.getByRole("alert").filter({ hasText: messages.waitlistFailed });
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.getAttribute("class")).toMatch(/text-red/);
    expect(await form.getByLabel("Name").inputValue()).toBe("Fault Finder");
  } finally {
    await browser.close();
  }
  expect(server.child.exitCode, "the server process is still running").toBeNull();

  database.resume();
  const recovered = await eventually(
    async () =>
      (await submit("back", Date.now())).status === 201 &&
      (await fetch(`${server.url}/api/health`)).status === 200,
    30_000,
    500,
  );
  expect(recovered, "submissions and health recover once PostgreSQL is back").toBe(true);
  running = false;
  await trickle;
  expect(server.child.exitCode).toBeNull();
  // Every trickle answer was a 201 or the failure answer, never a hang or a dropped connection.
  expect(statuses.every((status) => status === 201 || status === 500)).toBe(true);
  expect(statuses).toContain(500);
});
