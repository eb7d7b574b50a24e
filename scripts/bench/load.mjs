// The load figures: POST /api/waitlist (distinct addresses) and GET / (asked for gzip, and as a
// browser asks) at 50 and 200 connections, on PGlite and on PostgreSQL, then a fixed 200
// submissions per second on PostgreSQL; every 201 must be in the database afterwards.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

import { benchPaced } from "./paced.mjs";
import { startServer } from "./server.mjs";
import { countStored } from "./stored.mjs";
import { benchPage, benchSubmissions, BROWSER_ENCODING } from "./submissions.mjs";

/** CPU time (ms) used so far by a process and its descendants, from /proc (Linux). */
export function treeCpuMs(pid) {
  let children = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  let ticks = 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
  } catch {
    return NaN;
  }
  return ticks * 10 + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/** Runs every load case against one database; returns table rows and the stored-count check. */
async function loadOne(target, { port, duration }) {
  const server = await startServer(port, target.env, { keepData: true });
  const rows = [];
  let accepted = [];
  try {
    // Warm up: compiled paths, open pools, the founder-places page regenerated once.
    const warm = await benchSubmissions(server.url, { connections: 10, duration: 2 });
    accepted = accepted.concat(warm.acceptedEmails);
    await benchPage(server.url, "/", { connections: 10, duration: 2 });
    for (const connections of [50, 200]) {
      const post = await benchSubmissions(server.url, { connections, duration });
      accepted = accepted.concat(post.acceptedEmails);
      rows.push({ database: target.name, what: "POST /api/waitlist", connections, ...post });
      const get = await benchPage(server.url, "/", { connections, duration });
      rows.push({ database: target.name, what: "GET / (gzip)", connections, ...get });
      const browser = await benchPage(server.url, "/", {
        connections,
        duration,
        acceptEncoding: BROWSER_ENCODING,
      });
      rows.push({ database: target.name, what: "GET / (br)", connections, ...browser });
    }
    if (target.fixedRate) {
      const post = await benchSubmissions(server.url, {
        connections: 50,
        duration,
        overallRate: target.fixedRate,
      });
      accepted = accepted.concat(post.acceptedEmails);
      rows.push({
        database: target.name,
        what: `POST ${target.fixedRate}/s burst`,
        connections: 50,
        ...post,
      });
      // The same rate evenly spaced (scripts/bench/paced.mjs): what "a fixed rate" means.
      // With the server's CPU per answered request: what decides whether a fixed rate fits.
      const cpuBefore = treeCpuMs(server.child.pid);
      const paced = await benchPaced(server.url, { rate: target.fixedRate, duration });
      const cpuMs = treeCpuMs(server.child.pid) - cpuBefore;
      accepted = accepted.concat(paced.acceptedEmails);
      rows.push({
        database: target.name,
        what: `POST ${target.fixedRate}/s paced`,
        connections: "-",
        ...paced,
        serverCpuMs: cpuMs / paced.ok,
      });
    }
  } finally {
    await server.stop();
  }
  const stored = await countStored(
    { databaseUrl: target.env.DATABASE_URL, dataDir: server.dataDir },
    accepted,
  );
  rmSync(server.dataDir, { recursive: true, force: true });
  return { rows, check: { database: target.name, accepted: accepted.length, stored } };
}

export async function benchLoad({ port, duration, postgresUrl, poolSize = "20" }) {
  const targets = [{ name: "pglite", env: {} }];
  if (postgresUrl)
    targets.push({
      name: "postgres",
      env: { DATABASE_URL: postgresUrl, DATABASE_POOL_SIZE: poolSize },
      fixedRate: 200,
    });
  const rows = [];
  const checks = [];
  for (const target of targets) {
    const result = await loadOne(target, { port, duration });
    rows.push(...result.rows);
    checks.push(result.check);
  }
  return { rows, checks };
}

const fmt = (n) => (typeof n === "number" ? n.toFixed(n < 10 ? 1 : 0) : String(n));

export function printLoad({ rows, checks }, duration) {
  console.log(
    `\nLoad, ${duration} s per run (autocannon; GET / asked for gzip alone, then as a browser asks: br)`,
  );
  console.log(
    "'burst': autocannon overallRate, each connection's share sent at the start of every second;",
  );
  console.log("'paced': one request every 5 ms, latency counted from when it was due.");
  console.log(
    "database  request              conns    req/s  p50 ms  p99 ms  2xx       non-2xx  errors",
  );
  for (const row of rows) {
    console.log(
      `${row.database.padEnd(9)} ${row.what.padEnd(20)} ${String(row.connections).padStart(5)} ${fmt(row.requestsPerSecond).padStart(8)} ${fmt(row.p50).padStart(7)} ${fmt(row.p99).padStart(7)}  ${String(row.ok).padEnd(9)} ${String(row.non2xx).padEnd(8)} ${row.errors}`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.serverCpuMs !== undefined))
    console.log(
      `${row.database} ${row.what}: the server used ${fmt(row.serverCpuMs)} ms of CPU per answered request`,
    );
  for (const check of checks) {
    const verdict = check.accepted === check.stored ? "every one stored" : "MISSING ROWS";
    console.log(
      `${check.database}: ${check.accepted} answered 201, ${check.stored} of them stored: ${verdict}`,
    );
  }
}
