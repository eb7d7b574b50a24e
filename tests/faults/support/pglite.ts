import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

/** Reads an app's embedded database once its server has stopped (one process at a time). */
export async function queryPglite<T>(dataDir: string, text: string, values: unknown[] = []) {
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.close();
  }
}
