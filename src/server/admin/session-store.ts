import "server-only";

import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";

import type { Database } from "../db";
import { adminSessions } from "../db/schema";

/** The admin sessions table: a signed cookie is only as good as its row here. */
export async function insertSession(db: Database, id: string, expiresAt: Date) {
  await db.insert(adminSessions).values({ id, expiresAt });
  // Sessions that ended a day ago say nothing any more; keep the table small.
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, sql`now() - interval '1 day'`),
        lt(adminSessions.revokedAt, sql`now() - interval '1 day'`),
      ),
    );
}

export async function isSessionLive(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.id, id),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    );
  return rows.length > 0;
}

export async function revokeSession(db: Database, id: string) {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
}
