// Starts the production server (scripts/start.mjs) and a throwaway PostgreSQL for a benchmark,
// and stops them again; builds first if needed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** Builds the Next.js app in `dir` (the site by default) unless it has a build already. */
export function ensureBuild(dir = root) {
  if (existsSync(path.join(dir, ".next", "BUILD_ID"))) return;
  const next = path.join(root, "node_modules/next/dist/bin/next");
  const result = spawnSync(process.execPath, [next, "build", dir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build ${path.relative(root, dir) || "."} failed`);
}

/** Resolves once `url` answers 2xx; fails if the process exits or a minute passes. */
export async function waitUntilUp(child, url) {
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (attempt > 300) throw new Error(`${url}: the server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, then wait for the process to be gone. */
export async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The production server on `port` with its own DATA_DIR (kept after stop() when `keepData`, for
 * counting what PGlite stored); `env` adds settings such as DATABASE_URL. `nodeArgs` go to node
 * (e.g. --cpu-prof). `dir`: another built checkout's server, to measure two builds side by side.
 */
export async function startServer(
  port,
  env = {},
  { nodeArgs = [], keepData = false, dir = root } = {},
) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "grafter-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, path.join(dir, "scripts/start.mjs")], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      IP_RATE_LIMIT_PER_HOUR: "0",
      LOG_LEVEL: "error",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/api/health`);
  return {
    url,
    child,
    dataDir,
    async stop() {
      await stopChild(child);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway PostgreSQL cluster (scripts/test-postgres.sh), or null when none can be started. */
export function startPostgres(port = Number(process.env.BENCH_PGPORT ?? 25339)) {
  const script = path.join(root, "scripts/test-postgres.sh");
  const result = spawnSync(script, ["start"], {
    encoding: "utf8",
    env: { ...process.env, PGPORT: String(port) },
  });
  if (result.status !== 0) return null;
  const dir = readFileSync(
    path.join(process.env.TMPDIR || "/tmp", "grafter-pg.last"),
    "utf8",
  ).trim();
  return {
    url: result.stdout.trim(),
    dir,
    stop: () => spawnSync(script, ["stop", dir], { stdio: "ignore" }),
  };
}

/**
 * Runs `bench(url)` on PostgreSQL, as each bench script run alone does: the server
 * BENCH_POSTGRES_URL names, else a throwaway cluster on `port`, stopped afterwards. With neither,
 * it says so and exits 1: these figures mean nothing on PGlite.
 */
export async function onPostgres(bench, port) {
  const postgres = process.env.BENCH_POSTGRES_URL
    ? { url: process.env.BENCH_POSTGRES_URL, stop() {} }
    : startPostgres(port);
  if (!postgres) {
    console.log(
      "PostgreSQL not available here: this bench needs it (set BENCH_POSTGRES_URL, or apt-get install postgresql).",
    );
    process.exit(1);
  }
  try {
    await bench(postgres.url);
  } finally {
    postgres.stop();
  }
}

/** An empty database `name` on the cluster at `adminUrl` (dropped first if it exists); its URL. */
export async function freshDatabase(adminUrl, name) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
