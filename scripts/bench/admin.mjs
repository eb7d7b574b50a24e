// The admin console on a seeded table of 100,000 waitlist rows: each list view and the CSV export,
// timed end to end through the production server (query, render and transfer), median of several
// runs, on PGlite and on PostgreSQL. Run alone with `node scripts/bench/admin.mjs`
// (ADMIN_BENCH_PORT, ADMIN_BENCH_PG_PORT, ADMIN_BENCH_ROWS, ADMIN_BENCH_RUNS to change it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { seedAdminData } from "./admin-seed.mjs";
import { ensureBuild, freshDatabase, startPostgres, startServer } from "./server.mjs";
import { median } from "./stats.mjs";

export const adminBenchPassword = "bench-admin-password";

/** What a founder does most, from the first screen to the deepest page and the full export. */
export const adminRequests = [
  { label: "overview (totals, chart, breakdowns)", path: "/admin" },
  { label: "waitlist, first page", path: "/admin/waitlist" },
  { label: "search 'carter' (name/e-mail/company)", path: "/admin/waitlist?q=carter" },
  { label: "search, one person", path: "/admin/waitlist?q=priya.shah4242%40" },
  {
    label: "filter trade+plan, sort by company",
    path: "/admin/waitlist?trade=plumber&plan=professional&sort=company&dir=asc",
  },
  {
    label: "filter date range, sort by users",
    path: "/admin/waitlist?from=2026-01-01&to=2026-06-30&sort=back_office_users",
  },
  { label: "deep page (rows 99,951-100,000)", path: "/admin/waitlist?page=2000" },
  { label: "deep page sorted by name", path: "/admin/waitlist?page=1500&sort=name&dir=asc" },
  { label: "CSV export, all 100,000 rows", path: "/admin/api/export/waitlist", runs: 3 },
];

/** Signs in to the console at `url` with `password`; the session cookie. */
export async function signIn(url, password = adminBenchPassword) {
  const response = await fetch(`${url}/admin/api/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 303 || !cookie)
    throw new Error(`admin login failed (${response.status})`);
  return cookie;
}

async function timeRequest(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, bytes: body.byteLength };
}

/** Seeds, serves and times one database; returns one row per request. */
async function benchTarget({ name, postgresUrl, port, rows, runs }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-admin-bench-"));
  const databaseUrl = postgresUrl
    ? await freshDatabase(postgresUrl, "grafter_admin_bench")
    : undefined;
  const seedStarted = performance.now();
  await seedAdminData(
    databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "pglite") },
    {
      count: rows,
      days: 365,
    },
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminBenchPassword,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const cookie = await signIn(server.url);
    const results = [];
    for (const request of adminRequests) {
      const target = `${server.url}${request.path}`;
      await timeRequest(target, cookie); // warm: compile paths, fill caches
      const samples = [];
      let bytes = 0;
      for (let run = 0; run < (request.runs ?? runs); run += 1) {
        const sample = await timeRequest(target, cookie);
        samples.push(sample.ms);
        bytes = sample.bytes;
      }
      results.push({
        database: name,
        label: request.label,
        median: median(samples),
        min: Math.min(...samples),
        max: Math.max(...samples),
        bytes,
      });
    }
    return { seedSeconds, results };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both databases (PostgreSQL when a URL is given); ports from `port` up. */
export async function benchAdmin({ postgresUrl, port, rows = 100_000, runs = 7 }) {
  const targets = [{ name: "pglite" }, ...(postgresUrl ? [{ name: "postgres", postgresUrl }] : [])];
  const all = [];
  for (const [index, target] of targets.entries()) {
    const { seedSeconds, results } = await benchTarget({
      ...target,
      port: port + index,
      rows,
      runs,
    });
    console.log(
      `${target.name}: seeded ${rows.toLocaleString("en-GB")} waitlist rows in ${seedSeconds.toFixed(1)} s`,
    );
    all.push(...results);
  }
  return all;
}

export function printAdmin(rows, { count = 100_000, runs = 7 } = {}) {
  const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0).padStart(7);
  console.log(
    `\nAdmin console, ${count.toLocaleString("en-GB")} waitlist rows: ms per request (query + render), median of ${runs} (export: 3)`,
  );
  console.log(`${"database".padEnd(10)} ${"request".padEnd(40)} median     min     max  size`);
  for (const row of rows) {
    const size =
      row.bytes > 1e6 ? `${(row.bytes / 1e6).toFixed(1)} MB` : `${Math.round(row.bytes / 1e3)} KB`;
    console.log(
      `${row.database.padEnd(10)} ${row.label.padEnd(40)} ${fmt(row.median)} ${fmt(row.min)} ${fmt(row.max)}  ${size}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = Number(process.env.ADMIN_BENCH_ROWS ?? 100_000);
  const runs = Number(process.env.ADMIN_BENCH_RUNS ?? 7);
  ensureBuild();
  const postgres = startPostgres(Number(process.env.ADMIN_BENCH_PG_PORT ?? 54358));
  if (!postgres) console.log("PostgreSQL not available here: PGlite only.");
  try {
    const results = await benchAdmin({
      postgresUrl: postgres?.url,
      port: Number(process.env.ADMIN_BENCH_PORT ?? 3960),
      rows,
      runs,
    });
    printAdmin(results, { count: rows, runs });
  } finally {
    postgres?.stop();
  }
}
