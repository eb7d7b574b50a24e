import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

const script = path.resolve(__dirname, "../../../scripts/test-postgres.sh");

export interface Postgres {
  url: string;
  /** Stops the server and keeps its data, like a database host going away. */
  halt(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
  /** Stops it and deletes everything. */
  stop(): void;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
}

/** A throwaway cluster from scripts/test-postgres.sh; its own TMPDIR keeps runs apart. */
export function startPostgres(port: number): Postgres {
  const scratch = mkdtempSync(path.join(tmpdir(), "grafter-faults-pg-"));
  // The cluster runs as the postgres account when we are root: it must reach its directory.
  chmodSync(scratch, 0o755);
  const env = { ...process.env, PGPORT: String(port), TMPDIR: scratch };
  const url = execFileSync(script, ["start"], { env, encoding: "utf8" }).trim();
  const dir = readFileSync(path.join(scratch, "grafter-pg.last"), "utf8").trim();
  return {
    url,
    halt: () => execFileSync(script, ["halt", dir], { env, stdio: "ignore" }),
    resume: () => execFileSync(script, ["resume", dir], { env, stdio: "ignore" }),
    stop() {
      execFileSync(script, ["stop", dir], { env, stdio: "ignore" });
      rmSync(scratch, { recursive: true, force: true });
    },
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
