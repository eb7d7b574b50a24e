import "server-only";

import path from "node:path";

import { env } from "../env";
import { processGlobal } from "../process-global";
import { type DatabaseHandle, openDatabase } from "./client";

export type { Database, DatabaseHandle } from "./client";

const shared = processGlobal<Promise<DatabaseHandle>>("database");

/** The process-wide database, opened and migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  return shared.get(() => {
    const config = env();
    const opening = openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.resolve(config.DATA_DIR, "pglite"),
      poolSize: config.DATABASE_POOL_SIZE,
    });
    // A failed open (database down at start) is retried on the next call instead of cached.
    opening.catch(() => {
      if (shared.get() === opening) shared.set(undefined);
    });
    return opening;
  });
}

/** True while `next build` prerenders pages: no database is touched then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Tests hand in their own database (a fresh PGlite, or a throwaway PostgreSQL database). */
export function setDatabaseForTests(handle: DatabaseHandle | undefined) {
  shared.set(handle && Promise.resolve(handle));
}
