import "server-only";

import path from "node:path";

import { env } from "../env";
import { type DatabaseHandle, openDatabase } from "./client";

export type { Database, DatabaseHandle } from "./client";

// Next.js may load this module more than once (route handlers, actions, instrumentation are
// bundled apart); two PGlite instances on one directory would corrupt it, so the handle lives on
// globalThis.
const globalKey = Symbol.for("grafter.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

/** The process-wide database, opened and migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  const store = globalThis as GlobalWithDb;
  if (!store[globalKey]) {
    const config = env();
    const opening = openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.resolve(config.DATA_DIR, "pglite"),
      poolSize: config.DATABASE_POOL_SIZE,
    });
    // A failed open (database down at start) is retried on the next call instead of cached.
    opening.catch(() => {
      if (store[globalKey] === opening) delete store[globalKey];
    });
    store[globalKey] = opening;
  }
  return store[globalKey];
}

/** True while `next build` prerenders pages: no database is touched then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Tests hand in their own database (a fresh PGlite, or a throwaway PostgreSQL database). */
export function setDatabaseForTests(handle: DatabaseHandle | undefined) {
  const store = globalThis as GlobalWithDb;
  if (handle) store[globalKey] = Promise.resolve(handle);
  else delete store[globalKey];
}
