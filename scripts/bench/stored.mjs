// Counts which of the given addresses reached the database: PostgreSQL directly, PGlite by
// opening its directory once the server has stopped (it allows one process at a time).
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const query = "select count(*)::int as count from waitlist_submissions where email = any($1)";

export async function countStored({ databaseUrl, dataDir }, emails) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, [emails])).rows[0].count;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return (await db.query(query, [emails])).rows[0].count;
  } finally {
    await db.close();
  }
}
