#!/usr/bin/env node
// `npm test`: every check the README promises, in order, stopping at the first failure. Steps
// marked `together` next to each other run at once.
import { spawn } from "node:child_process";
import path from "node:path";

import { testDatabase } from "./test-database.mjs";
import { testSteps } from "./test-steps.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const steps = testSteps(root);

// Ctrl-C reaches the running steps too; the handler only lets the loop remove the throwaway
// PostgreSQL before it stops.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (interrupted = true));

/** Runs one step; `quiet` keeps its output until it ends, so steps run together do not mix. */
async function run([name, command, args, { postgres = false, env: extra = {} } = {}], quiet) {
  const started = Date.now();
  const database = postgres ? await testDatabase(env) : { env, stop: () => {} };
  let output = "";
  try {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...database.env, ...extra },
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const status = await new Promise((resolve) =>
      child.on("close", (code, signal) => resolve(code ?? signal)),
    );
    return { name, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) };
  } finally {
    database.stop();
  }
}

const runStarted = Date.now();
const timings = [];
/** The whole run's wall time, the figure the suite is held to (12 minutes on a 2-core machine). */
const total = () => `npm test: ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`;
for (let index = 0; index < steps.length;) {
  let end = index + 1;
  while (steps[index][3]?.together && steps[end]?.[3]?.together) end += 1;
  const group = steps.slice(index, end);
  index = end;
  const quiet = group.length > 1;
  if (!quiet) console.log(`\n=== ${group[0][0]} ===`);
  const results = await Promise.all(
    group.map((step) =>
      run(step, quiet).then((result) => {
        if (quiet) process.stdout.write(`\n=== ${result.name} ===\n${result.output}`);
        return result;
      }),
    ),
  );
  for (const result of results) timings.push(`${result.name}: ${result.seconds}s`);
  const failed = results.find((result) => result.status !== 0);
  if (failed || interrupted) {
    const status = failed?.status ?? "interrupted";
    console.error(`\nnpm test failed at "${failed?.name ?? group[0][0]}" (exit ${status}).`);
    console.error(`${timings.join("\n")}\n${total()}`);
    process.exit(typeof status === "number" && status > 0 ? status : 1);
  }
}
console.log(`\nAll checks passed.\n${timings.join("\n")}\n${total()}`);
