import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

// Timing measurements that drive a browser (`npm run bench`, part "paint"), not tests: what a
// slow phone paints depends on the machine's load, so they are run and read, never gate a change.
export default defineConfig({
  ...base,
  testDir: "tests/bench",
  workers: 1,
});
