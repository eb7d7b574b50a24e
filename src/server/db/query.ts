import "server-only";

import type { SQL } from "drizzle-orm";

import type { Database } from "./client";

/** Rows of a raw SQL query; both drivers (PGlite and node-postgres) answer with `.rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** LIKE treats % and _ as wildcards and \ as their escape; a search for "50%" means "50%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
