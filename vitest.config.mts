import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

import { configDefaults, defineConfig } from "vitest/config";

import { appAliases } from "./tests/setup/app-aliases.mts";

const include = [
  "src/**/*.test.{ts,tsx}",
  "tests/integration/**/*.test.ts",
  "scripts/**/*.test.mjs",
];

/**
 * Files that replace a module (`vi.mock`) or the app's logger need modules of their own; every
 * other file shares its worker's loaded modules with the files before it (decision 098).
 */
const needsOwnModules = /\bvi\.(mock|doMock|hoisted|stubGlobal|resetModules)\(|setLoggerForTests\(/;
const isolated = include
  .map((pattern) => pattern.slice(0, pattern.indexOf("/**")))
  .flatMap((folder) =>
    readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file) && !/node_modules|\.next/.test(file))
      .map((file) => path.join(folder, file)),
  )
  .filter((file) =>
    needsOwnModules.test(readFileSync(path.join(import.meta.dirname, file), "utf8")),
  );

export default defineConfig({
  resolve: { alias: appAliases },
  test: {
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/pglite-image.ts"],
    // Vitest's default leaves one core to itself, so a two-core machine ran one file at a time
    // while PostgreSQL's work waited on it; two files at once took the suite from 178 s to 136 s
    // there (decision 066).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Integration tests do real database work; a busy two-core machine can take several seconds
    // for what takes one when it is quiet. Speed is measured by `npm run bench`, never here.
    testTimeout: 20_000,
    // Keys derived from the site secret (IP and audit hashes, sessions) without writing one into
    // the working tree's ./data.
    // A campaign's canary wait is off (decision 090): tests that send campaigns judge what was
    // sent, not the wait; the canary's own tests set it.
    env: {
      SITE_SECRET: "vitest-site-secret-0123456789abcdef0123456789",
      CAMPAIGN_CANARY_MINUTES: "0",
    },
    projects: [
      // Loading the app's modules again for each file was a third of the step's CPU (decision 098).
      {
        extends: true,
        test: {
          name: "shared",
          include,
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
