// The analytics figures on PostgreSQL. (1) The Acquisition section on 1,000,000 seeded analytics
// events (13 months, rolled up at start as the hourly job does): each range of the page timed end
// to end through the production server, median of several runs; every one must answer in under
// 500 ms. The beacon's cost and the sign-ups beside it are beacon-signups.mjs's (decision 092).
// Run alone with `node scripts/bench/analytics.mjs` (ANALYTICS_BENCH_EVENTS,
// ANALYTICS_BENCH_PORT; BENCH_POSTGRES_URL, or a throwaway cluster on ANALYTICS_BENCH_PG_PORT).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import pg from "pg";

import { adminBenchPassword, signIn } from "./admin.mjs";
import { seedAdminData } from "./admin-seed.mjs";
import { seedAnalytics } from "./analytics-seed.mjs";
import { ensureBuild, freshDatabase, onPostgres, startServer } from "./server.mjs";
import { median } from "./stats.mjs";

const LIMIT_MS = 500;

export const acquisitionRequests = [
  { label: "acquisition, 7 days", path: "/admin/acquisition?days=7" },
  { label: "acquisition, 28 days (default)", path: "/admin/acquisition" },
  { label: "acquisition, 90 days", path: "/admin/acquisition?days=90" },
  { label: "acquisition, 365 days", path: "/admin/acquisition?days=365" },
];

/** Resolves once the roll-up run at start has written its boundary; returns how long it took. */
async function waitForRollup(databaseUrl, startedAt) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        "select 1 from app_settings where key = 'analytics_rolled_before'",
      );
      if (rows.length > 0) return (performance.now() - startedAt) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

async function timeViews(url, cookie, runs) {
  const results = [];
  for (const request of acquisitionRequests) {
    const samples = [];
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      const response = await fetch(`${url}${request.path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
      if (run > 0) samples.push(performance.now() - started); // run 0 warms the path
    }
    results.push({ ...request, median: median(samples), max: Math.max(...samples) });
  }
  return results;
}

/** Seeds, rolls up and times the views. */
export async function benchAnalytics({ postgresUrl, port, events = 1_000_000, runs = 5 }) {
  const databaseUrl = await freshDatabase(postgresUrl, "grafter_analytics_bench");
  const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-analytics-bench-"));
  const seedStarted = performance.now();
  await seedAdminData({ url: databaseUrl }, { count: 5_000, days: 395 });
  await seedAnalytics({ url: databaseUrl }, { events });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const serverStarted = performance.now();
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminBenchPassword,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "20",
  });
  try {
    const rollupSeconds = await waitForRollup(databaseUrl, serverStarted);
    const cookie = await signIn(server.url);
    const views = await timeViews(server.url, cookie, runs);
    return { events, seedSeconds, rollupSeconds, views };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAnalytics(result) {
  const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0).padStart(7);
  console.log(
    `\nAcquisition on PostgreSQL, ${result.events.toLocaleString("en-GB")} events seeded in ${result.seedSeconds.toFixed(1)} s, rolled up at start in ${result.rollupSeconds.toFixed(1)} s`,
  );
  console.log(`${"view".padEnd(34)} median     max  (limit ${LIMIT_MS} ms)`);
  for (const view of result.views) {
    const verdict = view.max < LIMIT_MS ? "ok" : "OVER";
    console.log(`${view.label.padEnd(34)} ${fmt(view.median)} ${fmt(view.max)}  ${verdict}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuild();
  await onPostgres(
    async (postgresUrl) => {
      printAnalytics(
        await benchAnalytics({
          postgresUrl,
          port: Number(process.env.ANALYTICS_BENCH_PORT ?? 3970),
          events: Number(process.env.ANALYTICS_BENCH_EVENTS ?? 1_000_000),
        }),
      );
    },
    Number(process.env.ANALYTICS_BENCH_PG_PORT ?? 25359),
  );
}
