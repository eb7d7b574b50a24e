#!/usr/bin/env node
// `npm test`: every check the README promises, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import path from "node:path";

import { testDatabase } from "./test-database.mjs";
import { testSteps } from "./test-steps.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const steps = testSteps(root);

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
