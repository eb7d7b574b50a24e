import path from "node:path";

import { defineConfig } from "vitest/config";

import { appAliases } from "../../tests/setup/app-aliases.mts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Runs scripts/bench/campaigns.run.ts (or a script named on the command line, such as
 * scripts/campaign-mail-screenshots.run.ts) alone, with the app's aliases and no time limit.
 */
export default defineConfig({
  resolve: { alias: appAliases },
  test: {
    root,
    environment: "node",
    include: ["scripts/bench/campaigns.run.ts", "scripts/campaign-mail-screenshots.run.ts"],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    env: {
      SITE_SECRET: "bench-site-secret-0123456789abcdef0123456789",
      POSTAL_ADDRESS: "1 Bench Street, Leeds LS1 1AA",
      SITE_URL: "http://localhost:3000",
      // The bench measures the dispatcher's rate, not the canary's wait (decision 090).
      CAMPAIGN_CANARY_MINUTES: "0",
    },
  },
});
