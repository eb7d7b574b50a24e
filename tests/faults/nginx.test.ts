import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { type Browser, type BrowserContextOptions, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, expect, it } from "vitest";

import { answerCookieBanner } from "../../scripts/cookie-choice.mjs";
import { chromiumArgs, findTestChromiumSync } from "../../scripts/chromium.mjs";
import { consentPolicyVersion, consentStorageKey } from "../../src/content/consent";
import { MIN_FILL_MS } from "../../src/lib/validation/constants";
import { waitOutMinimumFillTime } from "../e2e/fill-time";
import { fillWaitlistForm } from "../e2e/waitlist-form";
import { type AppServer, startApp } from "../support/app-server";
import { deployedCopy } from "./support/deployment";
import { findNginx, type Nginx, startNginx } from "./support/nginx";
import { appPort, pgPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { uniqueEmail, waitlistBody } from "./support/submissions";

// The deployment of deploy/ as production runs it: the repository built with an https SITE_URL
// on a port other than 443, nginx with the recipe's site and proxy files terminating TLS with a
// certificate made here, two instances on one PostgreSQL, TRUST_PROXY on. A real Chromium, which
// trusts that certificate, loads pages and images, joins the waitlist with and without
// JavaScript, confirms from the e-mail and uses the console. Then load: 200 connections for 30 s,
// no errors, every 201 stored; 50 simultaneous submissions of one address over both instances,
// exactly 3 stored; 20 copies of one fill at once, one stored (decision 059).

const CONNECTIONS = 200;
const SECONDS = Number(process.env.FAULTS_NGINX_SECONDS ?? 30);
/** Loopback addresses the load comes from: nginx holds each to 64 requests in progress. */
const CLIENT_ADDRESSES = 4;
const HOST = "www.grafter.test";
const PORT = appPort(15);
const SITE_URL = `https://${HOST}:${PORT}`;
const ADMIN_PASSWORD = "nginx-fault-admin-password";

const nginxBinary = findNginx();
let database: Postgres;
let apps: AppServer[] = [];
let nginx: Nginx;
let browser: Browser;
let appDir: string;
const mailDirs: string[] = [];

beforeAll(async () => {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx)");
  appDir = deployedCopy(SITE_URL);
  database = startPostgres(pgPort(6));
  const env = {
    SITE_URL,
    DATABASE_URL: database.url,
    TRUST_PROXY: "true",
    NOTIFY_POLL_MS: "1000",
    FOUNDER_PLACES_REFRESH_MS: "0",
    // Shared by both instances, as deploy/env.example says: a link one signs, the other opens.
    SITE_SECRET: "nginx-fault-site-secret-0123456789abcdef",
    ADMIN_PASSWORD,
    SESSION_SECRET: "nginx-fault-session-secret-0123456789abcdef",
  };
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "grafter-nginx-app-")));
  mailDirs.push(...dataDirs.map((dir) => path.join(dir, "mail")));
  apps = await Promise.all(
    [appPort(13), appPort(14)].map((port, index) =>
      startApp(port, env, { appDir, dataDir: dataDirs[index], timeoutMs: 120_000 }),
    ),
  );
  nginx = await startNginx(nginxBinary, {
    host: HOST,
    port: PORT,
    httpPort: appPort(16),
    upstreams: [appPort(13), appPort(14)],
    buildDir: path.join(appDir, ".next"),
  });
  browser = await chromium.launch({
    executablePath: findTestChromiumSync() ?? undefined,
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      // Trusted as a certificate authority's would be: no certificate error to click through.
      `--ignore-certificate-errors-spki-list=${nginx.certificate.spki}`,
    ],
  });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  for (const dir of mailDirs) rmSync(path.dirname(dir), { recursive: true, force: true });
  database?.stop();
});

/** A page in a fresh browser context with the cookie banner already answered. */
async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  await answerCookieBanner(context, { key: consentStorageKey, version: consentPolicyVersion });
  return context.newPage();
}

/** Quoted-printable soft breaks and "=3D" undone, so links read whole. */
const unfold = (text: string) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/** The confirmation link of the e-mail to `address`, written by whichever instance sent it. */
async function confirmationLink(address: string): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    for (const dir of mailDirs) {
      const files = (() => {
        try {
          return readdirSync(dir);
        } catch {
          return [];
        }
      })();
      for (const file of files) {
        const text = unfold(readFileSync(path.join(dir, file), "utf8"));
        if (!text.includes(`\nTo: ${address}`)) continue;
        const link = /https:\/\/[^\s<>"]+\/waitlist\/confirm\?token=[^\s<>"]+/.exec(text)?.[0];
        if (link) return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no confirmation e-mail to the test address");
}

/** Opens the e-mailed link, presses its one button, and sees the place or the waitlist. */
async function confirmFromEmail(page: Page, email: string) {
  const link = await confirmationLink(email);
  expect(link.startsWith(`${SITE_URL}/waitlist/confirm?token=`), link).toBe(true);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await page
    .getByRole("heading", { level: 1, name: /You're founder number \d+|You're on the waitlist/ })
    .waitFor({ timeout: 30_000 });
  // The test's addresses are their own canonical mailbox (lower case, no + or dots to fold).
  const [person] = await database.query<{ confirmed: boolean }>(
    "select confirmed_at is not null as confirmed from waitlist_people where email_normalised = $1",
    [email],
  );
  expect(person?.confirmed).toBe(true);
}

const SUCCESS = "Thank you for joining our waitlist! We'll keep you updated on our progress.";

it("shows every image of /, /locations/leeds and an article: each answers 200 and has a natural width", async () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const page = await openPage({ viewport });
    const statuses = new Map<string, number>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "image")
        statuses.set(response.url(), response.status());
    });
    for (const target of [
      "/",
      "/locations/leeds",
      "/blog/how-to-streamline-construction-project-management",
    ]) {
      const response = await page.goto(`${SITE_URL}${target}`);
      expect(response?.status(), target).toBe(200);
      // Lazy images load once near the viewport: each is brought into view.
      const images = page.locator("img");
      for (let index = 0; index < (await images.count()); index += 1)
        await images.nth(index).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const shown = await page.evaluate(() =>
        [...document.images].map((image) => ({
          src: image.currentSrc || image.src,
          width: image.naturalWidth,
        })),
      );
      expect(shown.length, target).toBeGreaterThan(0);
      expect(
        shown.filter((image) => image.width === 0),
        `${target} at ${viewport.width} px`,
      ).toEqual([]);
    }
    const optimised = [...statuses].filter(([url]) => url.includes("/_next/image?"));
    expect(optimised.length, `the hero at ${viewport.width} px`).toBeGreaterThan(0);
    expect(
      [...statuses].filter(([, status]) => status !== 200),
      `${viewport.width} px`,
    ).toEqual([]);
    await page.context().close();
  }
});

it("joins the waitlist through the dialog, and the e-mailed link confirms the address", async () => {
  const page = await openPage();
  const email = uniqueEmail("nginx-dialog", 0);
  await page.goto(`${SITE_URL}/`);
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await fillWaitlistForm(dialog, { email });
  // The instances run with the real minimum, as production does.
  await waitOutMinimumFillTime(dialog, MIN_FILL_MS);
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await dialog.getByRole("status").filter({ hasText: SUCCESS }).waitFor({ timeout: 30_000 });
  await confirmFromEmail(page, email);
  await page.context().close();
});

it("joins the waitlist on /signup without JavaScript, and the link confirms without it too", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  const email = uniqueEmail("nginx-nojs", 0);
  await page.goto(`${SITE_URL}/signup`);
  await fillWaitlistForm(page.getByRole("main"), { email });
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  await page.waitForURL(/\/signup\/joined#form-result$/);
  await page.getByRole("status").filter({ hasText: SUCCESS }).waitFor();
  await confirmFromEmail(page, email);
  await page.context().close();
});

it("signs in to the console over https and exports the sign-ups as CSV", async () => {
  const email = uniqueEmail("nginx-console", 0);
  const stored = await nginx.request("/api/waitlist", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(waitlistBody(email)),
  });
  expect(stored.status).toBe(201);
  const page = await openPage({ acceptDownloads: true });
  await page.goto(`${SITE_URL}/admin/login`);
  await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${SITE_URL}/admin`);
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: "grafter_admin", secure: true, httpOnly: true });
  await page.goto(`${SITE_URL}/admin/waitlist?q=${encodeURIComponent(email)}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(email);
  await page.context().close();
});

it("sends a page and a script in brotli through nginx, gzip to a client without it, the hashed files from the build's own copies; npm start alone sends gzip", async () => {
  const home = await nginx.request("/", { headers: { "accept-encoding": "identity" } });
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home.body)?.[1];
  expect(script).toBeTruthy();
  for (const target of ["/", "/locations/leeds", script!]) {
    const brotli = await nginx.request(target, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.status, target).toBe(200);
    expect(brotli.headers["content-encoding"], target).toBe("br");
    expect(brotli.headers.vary, target).toMatch(/accept-encoding/i);
    const gzip = await nginx.request(target, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"], target).toBe("gzip");
    expect(gzip.headers.vary, target).toMatch(/accept-encoding/i);
    const direct = await fetch(`${apps[0]!.url}${target}`, {
      headers: { "accept-encoding": "gzip, br", "x-forwarded-proto": "https" },
    });
    expect(direct.headers.get("content-encoding"), target).toBe("gzip");
  }
  // A hashed file is nginx's own read of the build: the brotli copy written at build goes as it
  // is, with the headers an instance gives the same file.
  const file = path.join(appDir, ".next", script!.replace(/^\/_next\//, ""));
  const fromDisk = await nginx.request(script!, { headers: { "accept-encoding": "gzip, br" } });
  expect(Number(fromDisk.headers["content-length"])).toBe(statSync(`${file}.br`).size);
  const fromApp = await fetch(`${apps[0]!.url}${script}`, {
    headers: { "x-forwarded-proto": "https" },
  });
  for (const header of ["cache-control", "x-content-type-options", "cross-origin-resource-policy"])
    expect(fromDisk.headers[header], header).toBe(fromApp.headers.get(header));
  expect((await nginx.request("/_next/static/chunks/no-such-file.js")).status).toBe(404);
  // The page's policy still lists its scripts by hash behind nginx: the edge read Next's body.
  expect(home.headers["content-security-policy"]).toMatch(/'sha256-/);
});

it("takes a no-script form from SITE_URL even behind a proxy whose X-Forwarded-Host drops the port", async () => {
  // What the recipe sent before ($host): the app alone must still see SITE_URL as its own.
  const instance = apps[0]!.url;
  const viaPortlessProxy = { "x-forwarded-proto": "https", "x-forwarded-host": HOST };
  const html = await (await fetch(`${instance}/signup`, { headers: viaPortlessProxy })).text();
  const form = /<form[^>]*encType="multipart\/form-data"[\s\S]*?<\/form>/.exec(html)![0];
  const body = new FormData();
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g,
  ))
    body.append(name!, decode(value ?? ""));
  const email = uniqueEmail("nginx-portless", 0);
  const fields = { ...waitlistBody(email), company_size: "6-20" };
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  const response = await fetch(`${instance}/signup`, {
    method: "POST",
    headers: { ...viaPortlessProxy, origin: SITE_URL, "sec-fetch-site": "same-origin" },
    body,
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toMatch(/\/signup\/joined/);
  const [row] = await database.query<{ count: number }>(
    "select count(*)::int as count from waitlist_submissions where email = $1",
    [email],
  );
  expect(row?.count).toBe(1);
});

/**
 * POSTs a submission through nginx over TLS: its status, or the error's name. A request may wait
 * long on this shared machine (200 connections on 2 cores), so only nginx's own timeouts (60 s)
 * count.
 */
async function submit(email: string, from: number): Promise<string> {
  try {
    const response = await post(email, {}, from);
    return String(response.status);
  } catch (error) {
    return `error: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
}

const post = (email: string, headers: Record<string, string> = {}, from = 1) =>
  nginx.request("/api/waitlist", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(waitlistBody(email)),
    from,
  });

const storedOf = async (emails: string[]) => {
  const [row] = await database.query<{ count: number }>(
    "select count(*)::int as count from waitlist_submissions where email = any($1)",
    [emails],
  );
  return row?.count ?? 0;
};

it(`answers ${CONNECTIONS} connections for ${SECONDS} s through nginx with no error, and stores every 201`, async () => {
  const until = Date.now() + SECONDS * 1000;
  const statuses = new Map<string, number>();
  const accepted: string[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let index = 0; Date.now() < until; index += 1) {
        const email = uniqueEmail(`nginx-${connection}`, index);
        sent += 1;
        const status = await submit(email, 2 + (connection % CLIENT_ADDRESSES));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === "201") accepted.push(email);
      }
    }),
  );
  const stored = await storedOf(accepted);
  console.log(
    `nginx (TLS) + 2 instances, ${CONNECTIONS} connections, ${SECONDS} s: ${sent} requests ` +
      `(${(sent / SECONDS).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `${accepted.length} answered 201, ${stored} stored`,
  );
  expect(Object.fromEntries(statuses)).toEqual({ "201": sent });
  expect(stored).toBe(accepted.length);
});

const bothInstances = () => [appPort(13), appPort(14)].map((port) => `127.0.0.1:${port}`).sort();

/** Sends `count` requests at once; notes which instance answered each (nginx's X-Upstream). */
async function sendAtOnce(
  count: number,
  send: () => ReturnType<Nginx["request"]>,
  served: Set<string>,
) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await send();
      served.add(String(response.headers["x-upstream"] ?? ""));
      return response.status;
    }),
  );
}

it("stores exactly 3 of 50 simultaneous submissions of one address, spread over both instances", async () => {
  const email = uniqueEmail("nginx-same", 0);
  const served = new Set<string>();
  const statuses = await sendAtOnce(50, () => post(email), served);
  expect([...served].sort()).toEqual(bothInstances());
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(47);
  expect(await storedOf([email])).toBe(3);
});

it("stores once a fill sent 20 times at once with one Idempotency-Key, over both instances", async () => {
  const email = uniqueEmail("nginx-retry", 0);
  const served = new Set<string>();
  const key = { "idempotency-key": "nginx-retry-0123456789" };
  const statuses = await sendAtOnce(20, () => post(email, key), served);
  expect([...served].sort()).toEqual(bothInstances());
  expect(statuses).toEqual(Array.from({ length: 20 }, () => 201));
  expect(await storedOf([email])).toBe(1);
});

it("logs no request's query (tokens, addresses) in nginx's access log", () => {
  const log = nginx.accessLog();
  expect(log).toContain("/waitlist/confirm");
  expect(log).not.toMatch(/token=|@|\?/);
});
