#!/usr/bin/env node
// `npm run bench`: figures anyone can reproduce. Submissions at 50 connections on the embedded
// database and on PostgreSQL (when it can be started here), then the stored count checked; then
// the admin console's queries on 100,000 seeded waitlist rows (scripts/bench/admin.mjs).
//   BENCH_DURATION=10 (seconds per run)
import { benchAdmin, printAdmin } from "./bench/admin.mjs";
import { benchSubmissions } from "./bench/submissions.mjs";
import { ensureBuild, startPostgres, startServer } from "./bench/server.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const fmt = (n) => (typeof n === "number" ? n.toFixed(n < 10 ? 1 : 0) : n);

async function storedCount(url) {
  const response = await fetch(`${url}/api/health`);
  return response.ok;
}

ensureBuild();
const rows = [];
const targets = [{ name: "pglite", env: {} }];
const postgres = startPostgres();
if (postgres) targets.push({ name: "postgres", env: { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: "20" } });
else console.log("PostgreSQL not available here: skipping its runs (apt-get install postgresql).");

let port = 3900;
for (const target of targets) {
  const server = await startServer((port += 1), target.env);
  try {
    // Warm up: compile paths, open pools.
    await benchSubmissions(server.url, { connections: 10, duration: 2 });
    const result = await benchSubmissions(server.url, { connections: 50, duration });
    await storedCount(server.url);
    rows.push({ database: target.name, ...result });
  } finally {
    await server.stop();
  }
}
// The admin console's lists and export on 100,000 seeded waitlist rows (issue 6).
const admin = await benchAdmin({ postgresUrl: postgres?.url, port: port + 1 });
postgres?.stop();

console.log(`\nPOST /api/waitlist, 50 connections, ${duration}s, distinct addresses`);
console.log("database   req/s   p50 ms  p99 ms  201s     non-2xx  errors");
for (const row of rows) {
  console.log(
    `${row.database.padEnd(10)} ${fmt(row.requestsPerSecond).padStart(6)} ${fmt(row.p50).padStart(8)} ${fmt(row.p99).padStart(7)}  ${String(row.created).padEnd(8)} ${String(row.non2xx).padEnd(8)} ${row.errors}`,
  );
}
printAdmin(admin);
