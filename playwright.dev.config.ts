import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { testChromiumLaunchOptions } from "./scripts/chromium.mjs";

import {
  e2eDevBaseUrl as baseURL,
  e2eDevDataDir as dataDir,
  e2eDevPort as port,
} from "./tests/e2e/e2e-env";

// The security headers and the CSP under `next dev` (tests/dev): `npm run dev` must send what
// production sends, but for what development needs. Next 16 keeps the development build in
// .next/dev, apart from the production build the other browser tests run against.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: "tests/dev",
  // Out of the project: `next dev` watches it, and each file a trace writes there made it rebuild
  // and reload the page under test, about once a second, so the browser tests failed wherever
  // traces are on (everywhere but CI).
  outputDir: path.join(tmpdir(), "grafter-e2e-dev-results"),
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // A route is compiled on its first request: minutes on a busy two-core machine.
  timeout: 240_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: testChromiumLaunchOptions(),
    navigationTimeout: 180_000,
    trace: process.env.CI ? "off" : "retain-on-failure",
    ...devices["Desktop Chrome"],
  },
  webServer: {
    command: `node node_modules/next/dist/bin/next dev --port ${port} --hostname 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "e2e-admin-password",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
    },
  },
});
