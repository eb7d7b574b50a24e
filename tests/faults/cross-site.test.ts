import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, it } from "vitest";

import { chromiumArgs, findTestChromiumSync } from "../../scripts/chromium.mjs";
import { type AppServer, startApp } from "../support/app-server";
import { queryPglite } from "./support/pglite";
import { appPort } from "./support/ports";
import { uniqueEmail, waitlistBody } from "./support/submissions";

// A page on another site (evil.test, mapped to loopback in the browser) posts to us: an HTML form
// to the JSON endpoint, the /signup Server Action form, and a text/plain fetch. All are refused
// with 403 and nothing is stored.

let app: AppServer;
const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-xsite-"));
let foreign: Server;
let browser: Browser;
// Not 3659: Chromium refuses some ports (3659 among them) as unsafe.
const foreignPort = appPort(12);
const foreignOrigin = `http://evil.test:${foreignPort}`;
const pages = new Map<string, string>();
const emails = {
  apiForm: uniqueEmail("xsite-form", 0),
  actionForm: uniqueEmail("xsite-action", 0),
  fetch: uniqueEmail("xsite-fetch", 0),
};

beforeAll(async () => {
  app = await startApp(appPort(8), {}, { dataDir });
  const fields = Object.entries(waitlistBody(emails.apiForm))
    .map(([name, value]) => `<input name="${name}" value="${value}">`)
    .join("");
  pages.set("/api-form", `<form method="post" action="${app.url}/api/waitlist">${fields}</form>`);
  // Our own /signup form, Server Action fields and all, pointed at us from the other site.
  const signup = await (await fetch(`${app.url}/signup`)).text();
  const form = /<form[^>]*encType="multipart\/form-data"[\s\S]*?<\/form>/.exec(signup)![0];
  // Whatever the form's own action (none, or its permalink), it now posts to us from evil.test.
  const opening = /^<form[^>]*>/.exec(form)![0];
  const retargeted = opening
    .replace(/\saction="[^"]*"/, "")
    .replace(/^<form/, `<form action="${app.url}/signup"`);
  pages.set("/action-form", form.replace(opening, retargeted));
  pages.set("/blank", "<p>nothing here</p>");
  foreign = createServer((request, response) => {
    const body = pages.get(request.url ?? "") ?? "";
    response.writeHead(body ? 200 : 404, { "content-type": "text/html" });
    response.end(`<!doctype html><html><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => foreign.listen(foreignPort, "127.0.0.1", resolve));
  browser = await chromium.launch({
    executablePath: findTestChromiumSync() ?? undefined,
    args: [...chromiumArgs, "--host-resolver-rules=MAP evil.test 127.0.0.1"],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("refuses a cross-site HTML form post to the JSON endpoint with 403", async () => {
  const page = await browser.newPage();
  await page.goto(`${foreignOrigin}/api-form`);
  const [response] = await Promise.all([
    page.waitForResponse(`${app.url}/api/waitlist`),
    page.evaluate(() => document.forms[0]!.submit()),
  ]);
  expect(response.status()).toBe(403);
});

it("refuses a cross-site post of the /signup Server Action form with 403", async () => {
  const page = await browser.newPage();
  await page.goto(`${foreignOrigin}/action-form`);
  await page.locator('input[name="name"]').fill("Evil");
  await page.locator('input[name="email"]').fill(emails.actionForm);
  await page.locator('input[name="company"]').fill("Evil Ltd");
  await page.locator('select[name="trade"]').selectOption("plumber");
  await page.locator('select[name="company_size"]').selectOption("1-5");
  await page.locator('select[name="interested_plan"]').selectOption("starter");
  await page.locator('input[name="back_office_users"]').fill("1");
  const [response] = await Promise.all([
    page.waitForResponse(`${app.url}/signup`),
    page.evaluate(() => document.forms[0]!.submit()),
  ]);
  expect(response.status()).toBe(403);
});

it("refuses a text/plain fetch from another site with 403", async () => {
  const page = await browser.newPage();
  await page.goto(`${foreignOrigin}/blank`);
  // text/plain keeps it a "simple" request: no preflight, so the POST itself reaches the server.
  // The browser then hides the answer from the page (no CORS headers); the DevTools protocol
  // still reports the status the server sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const statuses: number[] = [];
  cdp.on("Network.responseReceivedExtraInfo", (event) => statuses.push(event.statusCode));
  const outcome = await page.evaluate(
    ([url, body]) =>
      fetch(url!, { method: "POST", headers: { "content-type": "text/plain" }, body }).then(
        (response) => `read ${response.status}`,
        () => "hidden from the page",
      ),
    [`${app.url}/api/waitlist`, JSON.stringify(waitlistBody(emails.fetch))],
  );
  expect(outcome).toBe("hidden from the page");
  await expect.poll(() => statuses).toEqual([403]);
});

it("stored none of them", async () => {
  await app.stop();
  const rows = await queryPglite<{ email: string }>(
    dataDir,
    "select email from waitlist_submissions where email = any($1)",
    [Object.values(emails)],
  );
  expect(rows).toEqual([]);
});
