// For `npm test` without TEST_DATABASE_URL: the integration tests run on PostgreSQL as well as
// PGlite, and one of them (two instances confirming at once) can only run on PostgreSQL. So when
// Debian's PostgreSQL is installed, a throwaway cluster from scripts/test-postgres.sh serves the
// run; without it, the run says what it leaves out instead of skipping in silence.
import { readdirSync } from "node:fs";
import net from "node:net";

import { startCluster } from "./postgres-cluster.mjs";

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
  try {
    const cluster = startCluster(port, env);
    console.log(`PostgreSQL for the integration tests: ${cluster.url} (a throwaway cluster)`);
    return { env: { ...env, TEST_DATABASE_URL: cluster.url }, stop: cluster.stop };
  } catch {
    return pgliteOnly("PostgreSQL did not start");
  }
}
