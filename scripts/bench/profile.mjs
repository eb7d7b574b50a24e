#!/usr/bin/env node
// Where the server spends its CPU under submissions load: runs it with `node --cpu-prof`, sends
// POST /api/waitlist at 50 connections (or at a fixed rate), then prints self time by package and
// by function.
//   node scripts/bench/profile.mjs [seconds] [rate]   (PostgreSQL when it can be started, else PGlite)
//   BENCH_PORT, BENCH_PGPORT as for `npm run bench`; the .cpuprofile path is printed.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startPostgres, startServer } from "./server.mjs";
import { benchPaced } from "./paced.mjs";
import { benchSubmissions } from "./submissions.mjs";

function where(url) {
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:") || !url.includes("/")) return url ? "node" : "(native)";
  if (url.includes("/.next/")) return "app (.next)";
  return path.relative(process.cwd(), url.replace("file://", ""));
}

/** Self time (ms) by package and by function, from a .cpuprofile. */
export function summarise(profile, top = 25) {
  const self = new Map(profile.nodes.map((node) => [node.id, 0]));
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => self.set(id, self.get(id) + (deltas[index] ?? 0) / 1000));
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id);
    total += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = where(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const key = `${functionName || "(anonymous)"} ${pkg}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { total, packages: rank(byPackage), functions: rank(byFunction) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 15);
  // A fixed rate (requests per second, evenly spaced) instead of 50 connections as fast as it goes.
  const rate = Number(process.argv[3] ?? 0);
  const dir = mkdtempSync(path.join(tmpdir(), "grafter-profile-"));
  const postgres = startPostgres();
  const env = postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: "20" } : {};
  const port = Number(process.env.BENCH_PORT ?? 3900) + 2;
  const server = await startServer(port, env, {
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  try {
    await benchSubmissions(server.url, { connections: 10, duration: 2 });
    const result = rate
      ? await benchPaced(server.url, { rate, duration: seconds })
      : await benchSubmissions(server.url, { connections: 50, duration: seconds });
    console.log(
      `${postgres ? "postgres" : "pglite"}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
    );
  } finally {
    await server.stop();
    postgres?.stop();
  }
  const file = path.join(
    dir,
    readdirSync(dir).find((name) => name.endsWith(".cpuprofile")),
  );
  const { packages, functions } = summarise(JSON.parse(readFileSync(file, "utf8")));
  console.log(`\n${file}\n\nSelf time by package:\n${packages.join("\n")}`);
  console.log(`\nSelf time by function:\n${functions.join("\n")}`);
}
