import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

import { testChromiumLaunchOptions } from "./scripts/chromium.mjs";

import {
  e2eBaseUrl as baseURL,
  e2eDataDir as dataDir,
  e2eMailEventsSecret,
  e2eMinFillMs,
  e2eNotifyPollMs,
  e2ePort as port,
} from "./tests/e2e/e2e-env";

// A fresh embedded database for every run; workers re-read this file, only the runner wipes it.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // As many workers as cores, two at least. One more kept two cores 96 % busy against 85 %, but
  // the suite took 496 to 558 s with three against 550 to 562 with two: within the spread
  // between runs, and the heavier load made tests that act before their premise flake.
  workers: Math.max(2, availableParallelism()),
  retries: 0,
  reporter: "list",
  // A guard against a hung test, not a speed limit (speed is the bench's): on a slow day's CI,
  // with two workers on two cores, tests of several page loads took 22 to 28 s of the former 30.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: testChromiumLaunchOptions(),
    // Recording a trace for every test cost a fifth to a third of the browser tests' time (decision
    // 065): a local npm test's browser step took 1,048 s with one, CI's 819 to 869 s without. Off
    // everywhere; to read a failure's trace, run it again with `--trace on`.
    trace: "off",
  },
  projects: [
    // A test tagged @phone sets a phone's width itself and runs once, on the emulated phone; one
    // tagged @desktop-and-phone runs at each project's own width (decision 065).
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 812 } },
      grep: /@phone|@desktop-and-phone/,
    },
  ],
  webServer: {
    // Tests run against the production build (`npm test` builds first).
    command: `node scripts/start.mjs`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      // The build (npm test, or by hand) is made with no SITE_URL or PORT, so its prerendered
      // pages link to http://localhost:3000; pages regenerated while serving must say the same.
      SITE_URL: "http://localhost:3000",
      HOSTNAME: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      // Every test browser shares 127.0.0.1; the per-address throttle has its own unit test.
      IP_RATE_LIMIT_PER_HOUR: "0",
      NOTIFY_POLL_MS: String(e2eNotifyPollMs),
      FOUNDER_PLACES_REFRESH_MS: "0",
      FORM_MIN_FILL_MS: String(e2eMinFillMs),
      LOG_LEVEL: "warn",
      // The admin console. Tests play the proxy: each admin spec sends its own
      // X-Forwarded-For, so the login lockout of one test never locks another out.
      ADMIN_PASSWORD: "e2e-admin-password",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      TRUST_PROXY: "true",
      // Provider events in the generic format (decision 090): how a test puts an address on the
      // do-not-mail list, as a bounce would.
      MAIL_EVENTS_HMAC_SECRET: e2eMailEventsSecret,
    },
  },
});
