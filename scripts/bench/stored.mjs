// Counts the bench's submissions that reached the database: PostgreSQL directly, PGlite by
// opening its directory once the server has stopped (it allows one process at a time).
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const query = "select count(*)::int as count from waitlist_submissions where email like $1";

export async function countStored({ databaseUrl, dataDir }, emailPrefix) {
  const pattern = `${emailPrefix}%`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, [pattern])).rows[0].count;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return (await db.query(query, [pattern])).rows[0].count;
  } finally {
    await db.close();
  }
}
