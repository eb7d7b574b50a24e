import "server-only";

import { sql } from "drizzle-orm";

import { getDatabase } from "./db";
import { queryRows } from "./db/query";

export interface Health {
  status: "ok" | "degraded";
  database: { reachable: boolean; driver?: string };
  outbox?: { pending: number; failed: number; oldestPendingSeconds: number | null };
}

/** Database reachable, and how much the notification outbox has not yet delivered. */
export async function checkHealth(): Promise<Health> {
  try {
    const { db, driver } = await getDatabase();
    const [row] = await queryRows<{ pending: number; failed: number; oldest: number | null }>(
      db,
      sql`select
            count(*) filter (where status in ('pending', 'sending'))::int as pending,
            count(*) filter (where status = 'failed')::int as failed,
            extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending')))::float8 as oldest
          from notification_outbox`,
    );
    return {
      status: "ok",
      database: { reachable: true, driver },
      outbox: {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        oldestPendingSeconds:
          row?.oldest === null || row?.oldest === undefined ? null : Math.round(row.oldest),
      },
    };
  } catch {
    return { status: "degraded", database: { reachable: false } };
  }
}
