// One throwaway PostgreSQL cluster from scripts/test-postgres.sh, in a scratch TMPDIR of its own
// so runs never share one: `npm test` (scripts/test-database.mjs) and the fault tests use it.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.resolve(import.meta.dirname, "test-postgres.sh");

export function startCluster(port, env = process.env) {
  const scratch = mkdtempSync(path.join(tmpdir(), "grafter-pg-"));
  // The cluster runs as the postgres account when we are root: it must reach its directory.
  chmodSync(scratch, 0o755);
  const scriptEnv = { ...env, PGPORT: String(port), TMPDIR: scratch };
  const run = (args, options) => execFileSync(script, args, { env: scriptEnv, ...options });
  let url;
  try {
    url = run(["start"], { encoding: "utf8" }).trim();
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  const dir = readFileSync(path.join(scratch, "grafter-pg.last"), "utf8").trim();
  return {
    url,
    halt: () => run(["halt", dir], { stdio: "ignore" }),
    resume: () => run(["resume", dir], { stdio: "ignore" }),
    log: () => readFileSync(path.join(dir, "server.log"), "utf8"),
    stop() {
      run(["stop", dir], { stdio: "ignore" });
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
