// Founder-place confirmations under contention: 150 people sign up, then confirm from
// the links in the e-mails the file transport wrote, 50 at a time, through the production server
// on PostgreSQL. Prints p50/p99 of one confirmation and checks the places are exactly 1 to 100.
// Run alone with `node scripts/bench/confirmations.mjs` (BENCH_PORT; BENCH_POSTGRES_URL, or a
// throwaway cluster on BENCH_PGPORT).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import pg from "pg";

import { ensureBuild, freshDatabase, onPostgres, startServer } from "./server.mjs";

const unfold = (text) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

function confirmationTokens(mailDir) {
  let files = [];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files
    .map((file) => unfold(readFileSync(path.join(mailDir, file), "utf8")))
    .map((mail) => mail.match(/\/waitlist\/confirm\?token=([\w.-]+)/)?.[1])
    .filter(Boolean);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export async function benchConfirmations({ postgresUrl, port, people = 150, concurrency = 50 }) {
  const databaseUrl = await freshDatabase(postgresUrl, "grafter_confirm_bench");
  const server = await startServer(port, {
    DATABASE_URL: databaseUrl,
    NOTIFY_POLL_MS: "200",
    SITE_SECRET: "bench-site-secret-0123456789abcdef0123456789",
  });
  try {
    for (let i = 0; i < people; i += 1) {
      const response = await fetch(`${server.url}/api/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `Bench ${i}`,
          email: `bench.confirm.${i}@example.co.uk`,
          company: `Bench ${i} Ltd`,
          trade: "plumber",
          company_size: "1-5",
          interested_plan: "starter",
          back_office_users: 1,
          field_users: 0,
        }),
      });
      if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
    }
    const mailDir = path.join(server.dataDir, "mail");
    let tokens = [];
    for (let attempt = 0; attempt < 300 && tokens.length < people; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      tokens = confirmationTokens(mailDir);
    }
    if (tokens.length < people) throw new Error(`only ${tokens.length} confirmation e-mails`);

    // Warm: the first request to a route loads its code; a forged token confirms nothing.
    await fetch(`${server.url}/api/waitlist/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ token: "1.AAAAAAAAAAAAAAAAAAAAAA" }),
    });
    const latencies = [];
    const statuses = new Map();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < tokens.length) {
          const token = tokens[next++];
          const begun = performance.now();
          const response = await fetch(`${server.url}/api/waitlist/confirm`, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ token }),
          });
          const body = await response.json();
          latencies.push(performance.now() - begun);
          statuses.set(body.status, (statuses.get(body.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "select founder_place from waitlist_people where founder_place is not null order by 1",
    );
    await client.end();
    const places = rows.map((row) => row.founder_place);
    const exact = places.length === 100 && places.every((place, index) => place === index + 1);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      people,
      concurrency,
      seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1],
      statuses: Object.fromEntries(statuses),
      places: places.length,
      exact,
    };
  } finally {
    await server.stop();
  }
}

export function printConfirmations(result) {
  console.log("\nFounder-place confirmations on PostgreSQL (POST /api/waitlist/confirm)");
  console.log(
    `${result.people} people, ${result.concurrency} at a time: ${result.seconds.toFixed(2)} s;` +
      ` p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
  );
  console.log(
    `answers ${JSON.stringify(result.statuses)}; places assigned ${result.places},` +
      ` exactly 1 to 100: ${result.exact ? "yes" : "NO"}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuild();
  await onPostgres(async (postgresUrl) => {
    printConfirmations(
      await benchConfirmations({
        postgresUrl,
        port: Number(process.env.BENCH_PORT ?? 3905),
      }),
    );
  });
}
