import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The app's import aliases for the Vitest configs: tests, faults and the campaign bench. */
export const appAliases = {
  "@": path.join(root, "src"),
  // The real package throws outside a React Server Components bundle; tests are server code, and
  // the campaign faults drive the server's own functions (tests/faults/campaigns.test.ts).
  "server-only": path.join(root, "tests/setup/empty-module.ts"),
};
