import "server-only";

import { type SQL, sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { mailboxHash, mailboxHashKey as key } from "../mailbox-hash";

export { mailboxHash };

/**
 * The suppression list (decision 087) holds a keyed hash of each canonical mailbox, never the
 * mailbox: it outlives the person's erasure (the ICO advises suppressing over deleting, or a
 * later import would write to them again), yet a dump of the database cannot be read back into
 * addresses without the site secret.
 */
export type SuppressionReason = "unsubscribed" | "bounced" | "complained" | "founder";

/**
 * The same HMAC-SHA256 computed by the database over a column, so freezing 10,000 recipients
 * checks the list in the one statement that selects them. PostgreSQL (and PGlite) have sha256()
 * but no hmac() without pgcrypto, so the HMAC is built from its definition (RFC 2104): the key's
 * inner and outer pads are computed here and passed in; the key itself never reaches SQL text.
 */
export function mailboxHashSql(column: SQL): SQL {
  const block = Buffer.alloc(64);
  key().copy(block);
  const pad = (byte: number) => Buffer.from(block.map((b) => b ^ byte)).toString("hex");
  return sql`encode(sha256(decode(${pad(0x5c)}, 'hex') || sha256(decode(${pad(0x36)}, 'hex') || convert_to(${column}, 'UTF8'))), 'hex')`;
}

export async function suppress(
  db: Database,
  emailNormalised: string,
  reason: SuppressionReason,
): Promise<void> {
  await db.execute(sql`
    insert into mail_suppressions (mailbox_hash, reason) values (${mailboxHash(emailNormalised)}, ${reason})
    on conflict (mailbox_hash) do nothing`);
}

export async function isSuppressed(db: Database, emailNormalised: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from mail_suppressions where mailbox_hash = ${mailboxHash(emailNormalised)}`,
  );
  return rows.length > 0;
}

/** The person's own choice to hear from us again. */
export async function liftSuppression(db: Database, emailNormalised: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`delete from mail_suppressions where mailbox_hash = ${mailboxHash(emailNormalised)} returning 1 as one`,
  );
  return rows.length > 0;
}
