import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MS } from "./config";

export interface LockState {
  /** Until when this address is refused; null when it may try. */
  lockedUntil: Date | null;
  /** Attempts left before the lockout starts (0 while locked). */
  attemptsLeft: number;
}

const windowSeconds = LOCKOUT_WINDOW_MS / 1000;

/**
 * The lockout starts with the fifth failure inside fifteen minutes and lasts fifteen minutes from
 * that failure. Attempts refused while locked are not recorded, so the lock cannot be extended by
 * hammering, and the times come from the caller (one clock for writes and reads, testable).
 */
export async function lockState(db: Database, ipHash: string, now: Date): Promise<LockState> {
  const at = now.toISOString();
  const [row] = await queryRows<{ locked_from: string | Date | null; recent: number }>(
    db,
    sql`
    select
      (select max(a.attempted_at) from admin_login_failures a
        where a.ip_hash = ${ipHash}
          and a.attempted_at > ${at}::timestamptz - make_interval(secs => ${windowSeconds})
          and a.attempted_at <= ${at}::timestamptz
          and (select count(*) from admin_login_failures b
                where b.ip_hash = a.ip_hash
                  and b.attempted_at > a.attempted_at - make_interval(secs => ${windowSeconds})
                  and b.attempted_at <= a.attempted_at) >= ${LOCKOUT_MAX_FAILURES}
      ) as locked_from,
      (select count(*)::int from admin_login_failures
        where ip_hash = ${ipHash}
          and attempted_at > ${at}::timestamptz - make_interval(secs => ${windowSeconds})
          and attempted_at <= ${at}::timestamptz) as recent`,
  );
  if (row?.locked_from) {
    const lockedUntil = new Date(new Date(row.locked_from).getTime() + LOCKOUT_WINDOW_MS);
    if (lockedUntil > now) return { lockedUntil, attemptsLeft: 0 };
  }
  return {
    lockedUntil: null,
    attemptsLeft: Math.max(0, LOCKOUT_MAX_FAILURES - Number(row?.recent ?? 0)),
  };
}

export async function recordFailure(db: Database, ipHash: string, now: Date) {
  await db.execute(
    sql`insert into admin_login_failures (ip_hash, attempted_at) values (${ipHash}, ${now.toISOString()}::timestamptz)`,
  );
  // Old failures say nothing any more; keep the table small.
  await db.execute(
    sql`delete from admin_login_failures where attempted_at < ${now.toISOString()}::timestamptz - interval '1 day'`,
  );
}

/** A correct password starts the count again for that address. */
export async function clearFailures(db: Database, ipHash: string) {
  await db.execute(sql`delete from admin_login_failures where ip_hash = ${ipHash}`);
}
