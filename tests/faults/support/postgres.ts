import pg from "pg";

import { type Cluster, startCluster } from "../../../scripts/postgres-cluster.mjs";

/** A cluster that can be halted like a database host going away, and queried directly. */
export interface Postgres extends Cluster {
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
}

/** A throwaway cluster from scripts/test-postgres.sh (scripts/postgres-cluster.mjs). */
export function startPostgres(port: number): Postgres {
  const cluster = startCluster(port);
  return {
    ...cluster,
    async query(text, values) {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
