import { mkdirSync } from "node:fs";
import path from "node:path";

import { defineConfig } from "drizzle-kit";

// `npm run db:migrate` applies the migrations in ./drizzle to PostgreSQL when DATABASE_URL is set,
// else to the embedded database in DATA_DIR (as start-up does). They are written by hand
// (drizzle/README.md): no schema snapshots are kept to generate from.
const dataDir = process.env.DATA_DIR || "./data";
if (!process.env.DATABASE_URL) mkdirSync(path.resolve(dataDir, "pglite"), { recursive: true });

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  ...(process.env.DATABASE_URL
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : { driver: "pglite", dbCredentials: { url: path.resolve(dataDir, "pglite") } }),
});
