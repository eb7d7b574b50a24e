import "server-only";

import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgPreparedQuery, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";

import { privateDirectory } from "../private-directory";
import { DatabaseError } from "../safe-error";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it, PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" (or undefined with no url) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * A PGlite data directory saved by `migratedPgliteImage`, to start an in-memory database from
   * instead of creating one: creating runs initdb, about 2.6 s of CPU, loading about 1 s. Tests
   * open dozens of databases (decision 066).
   */
  pgliteImage?: Blob;
}

const migrationsFolder = path.join(process.cwd(), "drizzle");
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 727_311_001;

const guarded = Symbol.for("grafter.query-errors-guarded");
type Guardable = { prototype: { queryWithCache: (...args: unknown[]) => Promise<unknown> } } & {
  [guarded]?: true;
};

/**
 * Every failed query, on either driver, is rethrown as a DatabaseError: drizzle wraps the
 * driver's error in one whose message lists the query's parameters (a visitor's name, e-mail,
 * message), and Next.js prints uncaught errors whole. drizzle has no hook for this, so its one
 * funnel for running a query (`queryWithCache`, where it builds that error) is wrapped, once;
 * tests/integration/log-privacy.test.ts fails if a drizzle upgrade moves it.
 */
function guardQueryErrors() {
  const target = PgPreparedQuery as unknown as Guardable;
  if (target[guarded]) return;
  const original = target.prototype.queryWithCache;
  target.prototype.queryWithCache = async function (this: unknown, ...args: unknown[]) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      throw new DatabaseError(error);
    }
  };
  target[guarded] = true;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  guardQueryErrors();
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? "memory://", options.pgliteImage);
}

/** A new in-memory PGlite database with every migration applied, saved whole. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === "memory://";
  if (image && !inMemory) throw new Error("a PGlite image opens only in memory");
  if (!inMemory) await privateDirectory(dataDir);
  const client = inMemory ? new PGlite({ loadDataDir: image }) : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  // Applies what the image lacks, if it was saved before a newer migration: nothing, usually.
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // A statement stuck behind a dead database should fail, not hang the request.
    query_timeout: 15_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const connection = await pool.connect();
  try {
    const migrator = drizzleNodePg(connection, { schema });
    await migrator.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateNodePg(migrator, { migrationsFolder });
    } finally {
      await migrator.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    connection.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
}
