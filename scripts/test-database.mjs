// For `npm test` without TEST_DATABASE_URL: the integration tests run on PostgreSQL as well as
// PGlite, and one of them (two instances confirming at once) can only run on PostgreSQL. So when
// Debian's PostgreSQL is installed, a throwaway cluster from scripts/test-postgres.sh serves the
// run; without it, the run says what it leaves out instead of skipping in silence.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.resolve(import.meta.dirname, "test-postgres.sh");

function postgresInstalled() {
  try {
    return readdirSync("/usr/lib/postgresql").length > 0;
  } catch {
    return false;
  }
}

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** A port below Linux's ephemeral range (as .ci/run), so no outgoing connection can take it. */
async function freePort() {
  for (let port = 25340; port < 25400; port++) if (await portFree(port)) return port;
  return null;
}

/**
 * Returns the environment to run the tests with and a function that removes the cluster.
 * Never fails the run: without PostgreSQL the tests run on PGlite alone, and it says so.
 */
export async function testDatabase(env) {
  const none = { env, stop: () => {} };
  if (env.TEST_DATABASE_URL) return none;
  const pgliteOnly = (why) => {
    console.log(
      `${why}: the integration tests run on PGlite only, and the one that needs two instances` +
        " on one PostgreSQL is skipped. Set TEST_DATABASE_URL, or install Debian's postgresql.",
    );
    return none;
  };
  if (!postgresInstalled()) return pgliteOnly("PostgreSQL is not installed");
  const port = await freePort();
  if (port === null) return pgliteOnly("No free port from 25340 to 25399 for PostgreSQL");
  const scratch = mkdtempSync(path.join(tmpdir(), "grafter-test-pg-"));
  // The cluster runs as the postgres account when we are root: it must reach its directory.
  chmodSync(scratch, 0o755);
  const scriptEnv = { ...env, PGPORT: String(port), TMPDIR: scratch };
  try {
    const url = execFileSync(script, ["start"], { env: scriptEnv, encoding: "utf8" }).trim();
    const dir = readFileSync(path.join(scratch, "grafter-pg.last"), "utf8").trim();
    console.log(`PostgreSQL for the integration tests: ${url} (a throwaway cluster)`);
    return {
      env: { ...env, TEST_DATABASE_URL: url },
      stop() {
        execFileSync(script, ["stop", dir], { env: scriptEnv, stdio: "ignore" });
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch {
    rmSync(scratch, { recursive: true, force: true });
    return pgliteOnly("PostgreSQL did not start");
  }
}
