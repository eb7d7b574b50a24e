import "server-only";

import { createHmac } from "node:crypto";

import { and, desc, eq, gte, or, sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/mailbox";

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

/**
 * What an erasure took (decision 082): the whole mailbox (the console, and every entry written
 * before the scope was recorded), or one address as typed (the person's own link).
 */
export type ErasureScope = "mailbox" | "address";

/**
 * Whether a link delivered to `address` was erased at or after `since`: its whole mailbox by the
 * console, or that very address through its own page (hashed as typed, in lower case). An
 * erasure through another spelling's link leaves this one open.
 */
export async function erasedSince(db: Database, address: string, since: Date): Promise<boolean> {
  const scope = sql<string>`coalesce(${adminAuditLog.details} ->> 'scope', 'mailbox')`;
  const rows = await db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, "erase"),
        gte(adminAuditLog.createdAt, since),
        or(
          and(
            eq(adminAuditLog.subjectHash, subjectHash(normaliseEmail(address))),
            sql`${scope} = 'mailbox'`,
          ),
          and(eq(adminAuditLog.subjectHash, subjectHash(address)), sql`${scope} = 'address'`),
        ),
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
