// What the console's screenshot scripts (admin-screenshots.mjs, campaign-screenshots.mjs) share:
// the production build on a throwaway seeded database, a browser, and signing in as a founder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { ensureBuild, startServer } from "./bench/server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

export const viewports = [
  { label: "desktop", width: 1440, height: 900 },
  { label: "phone", width: 375, height: 812 },
];

const password = "screenshot-password";

/**
 * Builds if need be, seeds a new database through `seed(target)`, serves it on `port` with `env`
 * and hands `run` the server and a browser; everything is stopped and removed afterwards.
 */
export async function withSeededConsole({ port, seed, env = {} }, run) {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-console-shots-"));
  try {
    await seed({ dataDir: path.join(dataDir, "pglite") });
    const server = await startServer(port, { DATA_DIR: dataDir, ADMIN_PASSWORD: password, ...env });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      await run({ server, browser });
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs in through the login form, as a founder does. */
export async function signIn(page, server) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Admin password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/admin`);
}
