import path from "node:path";

import { defineConfig } from "vitest/config";

// `npm run test:faults`: the production server under faults (tests/faults). One file at a time:
// each starts its own servers and clusters, and they share two cores.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // The campaign faults drive the server's own functions from the test (tests/faults/campaigns.test.ts).
      "server-only": path.resolve(import.meta.dirname, "tests/setup/empty-module.ts"),
    },
  },
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
