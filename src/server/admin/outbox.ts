import "server-only";

import { and, count, desc, eq, inArray, sql } from "drizzle-orm";

import { type Database, getDatabase } from "../db";
import { notificationOutbox } from "../db/schema";
import { wakeDispatcher } from "../outbox-signal";
import { writeAudit } from "../audit";

export type OutboxView = "failed" | "pending";
export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxItem {
  id: number;
  kind: string;
  subjectEmail: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
}

export interface OutboxPage {
  view: OutboxView;
  items: OutboxItem[];
  counts: Record<OutboxView, number>;
  page: number;
  pageCount: number;
}

/** "sending" is a claimed pending row; the founders see it with the ones waiting. */
const statusesOf: Record<OutboxView, string[]> = {
  failed: ["failed"],
  pending: ["pending", "sending"],
};

export function parseOutboxView(value: unknown): OutboxView {
  return value === "pending" ? "pending" : "failed";
}

/** Notifications that are waiting or gave up, newest first, with the error of their last try. */
export async function listOutbox(view: OutboxView, requestedPage: number): Promise<OutboxPage> {
  const { db } = await getDatabase();
  const o = notificationOutbox;
  const counts = {
    failed: await countStatus(db, "failed"),
    pending: await countStatus(db, "pending"),
  };
  const pageCount = Math.max(1, Math.ceil(counts[view] / OUTBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await db
    .select()
    .from(o)
    .where(inArray(o.status, statusesOf[view]))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return {
    view,
    counts,
    page,
    pageCount,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subjectEmail: row.subjectEmail,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.nextAttemptAt.toISOString(),
    })),
  };
}

async function countStatus(db: Database, view: OutboxView): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.status, statusesOf[view]));
  return Number(row?.count ?? 0);
}

/**
 * Gives a failed notification a fresh start: pending, due now, attempts back to 0 (so it gets the
 * full number of tries again). The last error stays until a delivery succeeds. False when the row
 * is not (or no longer) failed.
 */
export async function retryNotification(id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const { db } = await getDatabase();
  const o = notificationOutbox;
  const updated = await db
    .update(o)
    .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0, lockedUntil: null })
    .where(and(eq(o.id, id), eq(o.status, "failed")))
    .returning({ id: o.id });
  if (updated.length === 0) return false;
  await writeAudit(db, { action: "retry_notification", details: { notification: id } });
  wakeDispatcher();
  return true;
}
