import { defineConfig } from "vitest/config";

import { appAliases } from "./tests/setup/app-aliases.mts";

// `npm run test:faults`: the production server under faults (tests/faults). One file at a time:
// each starts its own servers and clusters, and they share two cores.
export default defineConfig({
  resolve: { alias: appAliases },
  test: {
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Servers the cases start send a campaign's rest without the canary's wait (decision 090).
    env: { CAMPAIGN_CANARY_MINUTES: "0" },
  },
});
