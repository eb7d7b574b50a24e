import "server-only";

import { createHmac } from "node:crypto";

import { desc } from "drizzle-orm";

import { type Database, getDatabase } from "../db";
import { adminAuditLog } from "../db/schema";
import { storedSecret } from "./stored-secret";

export type AuditAction = "erase" | "retry_notification" | "release";

export interface AuditEntry {
  id: number;
  action: AuditAction;
  createdAt: string;
  /** The first characters of the hash: enough to tell entries apart on screen. */
  subject: string | null;
  details: Record<string, number | string>;
}

/**
 * A salted HMAC of a normalised address. The salt lives in the database, not in the log, so the
 * log alone cannot be reversed by hashing a list of addresses; with the database, a founder can
 * still answer "did we erase this person?" by hashing the address again.
 */
export async function subjectHash(db: Database, emailNormalised: string): Promise<string> {
  const salt = await storedSecret(db, "audit_hash_salt");
  return createHmac("sha256", salt).update(emailNormalised).digest("hex");
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
