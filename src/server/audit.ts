import "server-only";

import { createHmac } from "node:crypto";

import { and, desc, eq, gte } from "drizzle-orm";

import { type Database, getDatabase } from "./db";
import { adminAuditLog } from "./db/schema";
import { derivedKey } from "./secrets";

export type AuditAction =
  "erase" | "retry_notification" | "release" | "invite_founders" | "resend_confirmation";

export interface AuditEntry {
  id: number;
  action: AuditAction;
  createdAt: string;
  /** The first characters of the hash: enough to tell entries apart on screen. */
  subject: string | null;
  details: Record<string, number | string>;
}

/**
 * A keyed HMAC of a normalised address. The key is derived from the site secret, outside the
 * database, so neither the audit log nor a dump of the database can be reversed by hashing a list
 * of addresses; the running site can still answer "did we erase this person?" by hashing the
 * address again.
 */
export function subjectHash(emailNormalised: string): string {
  return createHmac("sha256", derivedKey("audit-subject")).update(emailNormalised).digest("hex");
}

export async function writeAudit(
  db: Database,
  entry: {
    action: AuditAction;
    subjectHash?: string | null;
    details: Record<string, number | string>;
  },
): Promise<number> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({
      action: entry.action,
      subjectHash: entry.subjectHash ?? null,
      details: entry.details,
    })
    .returning({ id: adminAuditLog.id });
  return row!.id;
}

/** Whether the address was erased at or after `since` (by the console or by its own page). */
export async function erasedSince(
  db: Database,
  emailNormalised: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, "erase"),
        eq(adminAuditLog.subjectHash, subjectHash(emailNormalised)),
        gte(adminAuditLog.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The console's view of the log: the latest entries. */
export async function recentAudit(): Promise<AuditEntry[]> {
  const { db } = await getDatabase();
  return listAudit(db);
}

export async function listAudit(db: Database, limit = 20): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as AuditAction,
    createdAt: row.createdAt.toISOString(),
    subject: row.subjectHash ? row.subjectHash.slice(0, 12) : null,
    details: row.details as Record<string, number | string>,
  }));
}
