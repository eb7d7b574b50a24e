// Starts the production server for a benchmark and stops it again; builds first if needed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export function ensureBuild() {
  if (existsSync(path.join(root, ".next", "BUILD_ID"))) return;
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("build failed");
}

/** A server on `port` with its own DATA_DIR; `env` adds settings (e.g. DATABASE_URL). */
export async function startServer(port, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-bench-"));
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        IP_RATE_LIMIT_PER_HOUR: "0",
        LOG_LEVEL: "error",
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway PostgreSQL cluster (scripts/test-postgres.sh), or null when none can be started. */
export function startPostgres(port = 54339) {
  const result = spawnSync(path.join(root, "scripts/test-postgres.sh"), ["start"], {
    encoding: "utf8",
    env: { ...process.env, PGPORT: String(port) },
  });
  if (result.status !== 0) return null;
  const url = result.stdout.trim();
  const dir = spawnSync("cat", [path.join(process.env.TMPDIR || "/tmp", "grafter-pg.last")], { encoding: "utf8" })
    .stdout.trim();
  return {
    url,
    stop: () => spawnSync(path.join(root, "scripts/test-postgres.sh"), ["stop", dir], { stdio: "ignore" }),
  };
}
