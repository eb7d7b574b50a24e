// The notification outbox's SQL: leases taken with FOR UPDATE SKIP LOCKED, so instances sharing
// one PostgreSQL never work on one row at once (decision 086 for campaigns riding on it).
import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import type { OutboxRow } from "../db/schema";

/** An instance's own leases (left by a crash or kill -9): back to pending and due now. */
export async function releaseLeasesOf(db: Database, instanceId: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notification_outbox
        set status = 'pending', locked_until = null, leased_by = null, next_attempt_at = now()
        where status = 'sending' and leased_by = ${instanceId}
        returning id`,
  );
  return rows.length;
}

/** Due rows, and rows whose lease ran out, leased to this instance for `leaseSeconds`. */
export async function leaseDue(
  db: Database,
  { leaseSeconds, limit, instanceId }: { leaseSeconds: number; limit: number; instanceId?: string },
): Promise<OutboxRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    update notification_outbox
    set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds}),
        leased_by = ${instanceId ?? null}
    where id in (
      select id from notification_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, subject_email, payload, status, attempts, next_attempt_at, locked_until,
              leased_by, last_error, created_at, sent_at`,
  );
  return rows.map(toOutboxRow);
}

/**
 * Rows delivered, in one statement for the whole batch: under load, a round trip per row cost
 * more than the delivery itself (scripts/bench/profile.mjs).
 */
export async function markSent(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update notification_outbox
    set status = 'sent', sent_at = now(), locked_until = null, last_error = null
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** A row given up on after its last attempt. */
export async function markFailed(db: Database, id: number, error: string) {
  await db.execute(sql`
    update notification_outbox set status = 'failed', locked_until = null, last_error = ${error}
    where id = ${id}`);
}

/** A row to try again after `delayMs`. */
export async function retryLater(db: Database, id: number, error: string, delayMs: number) {
  await db.execute(sql`
    update notification_outbox
    set status = 'pending', locked_until = null, last_error = ${error},
        next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
    where id = ${id}`);
}

function toOutboxRow(raw: Record<string, unknown>): OutboxRow {
  const date = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string);
  return {
    id: Number(raw.id),
    kind: String(raw.kind),
    subjectEmail: String(raw.subject_email),
    payload: typeof raw.payload === "string" ? JSON.parse(raw.payload) : raw.payload,
    status: String(raw.status),
    attempts: Number(raw.attempts),
    nextAttemptAt: date(raw.next_attempt_at)!,
    lockedUntil: date(raw.locked_until),
    leasedBy: (raw.leased_by as string | null) ?? null,
    lastError: (raw.last_error as string | null) ?? null,
    createdAt: date(raw.created_at)!,
    sentAt: date(raw.sent_at),
  };
}
