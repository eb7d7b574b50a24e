#!/usr/bin/env node
// `npm test`: every check the README promises, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import path from "node:path";

import { testDatabase } from "./test-database.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const steps = [
  ["lint", bin("eslint"), ["--max-warnings=0", "."]],
  // A file Prettier would rewrite slipped in once (a decision's table): `npm run check` was not run.
  ["formatting", bin("prettier"), ["--check", "."]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  // On PGlite, and on PostgreSQL too: TEST_DATABASE_URL's, or a throwaway cluster for this step.
  ["unit and integration tests", bin("vitest"), ["run"], { postgres: true }],
  ["production build", bin("next"), ["build"]],
  ["browser", process.execPath, [path.join(root, "scripts/find-chromium.mjs"), "--check"]],
  ["java (Nu HTML checker)", process.execPath, [path.join(root, "scripts/find-java.mjs")]],
  ["browser tests", bin("playwright"), ["test"]],
  // `npm run dev` must send production's security headers and CSP but for what development needs.
  [
    "headers and CSP under next dev",
    bin("playwright"),
    ["test", "--config", "playwright.dev.config.ts"],
  ],
];

// Ctrl-C reaches the running step too; the handler only lets the loop remove the throwaway
// PostgreSQL before it stops.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (interrupted = true));

const timings = [];
for (const [name, command, args, { postgres = false } = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const database = postgres ? await testDatabase(env) : { env, stop: () => {} };
  let result;
  try {
    result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: database.env });
  } finally {
    database.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (result.status !== 0 || interrupted) {
    console.error(`\nnpm test failed at "${name}" (exit ${result.status ?? result.signal}).`);
    console.error(timings.join("\n"));
    process.exit(result.status || 1);
  }
}
console.log(`\nAll checks passed.\n${timings.join("\n")}`);
