import "server-only";

import { sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/schemas";

import { type Database, getDatabase } from "../db";
import { queryRows } from "../db/query";
import { type AuditEntry, listAudit, subjectHash, writeAudit } from "./audit";
import { escapeLike } from "./records/filters";

export interface ErasureCounts {
  waitlist: number;
  contact: number;
  newsletter: number;
  outbox: number;
}

export interface ErasurePreview {
  email: string;
  counts: ErasureCounts;
  total: number;
}

/**
 * Outbox rows about the address: by subject, and any whose payload mentions it (a founders'
 * notice quotes the submission, so the address can sit in a row filed under another subject).
 */
const outboxMatch = (email: string) =>
  sql`subject_email = ${email} or payload::text ilike ${`%${escapeLike(email)}%`}`;

async function countHeld(db: Database, email: string): Promise<ErasureCounts> {
  const [row] = await queryRows<Record<keyof ErasureCounts, number | string>>(
    db,
    sql`
    select
      (select count(*) from waitlist_submissions where email_normalised = ${email}) as waitlist,
      (select count(*) from contact_submissions where email_normalised = ${email}) as contact,
      (select count(*) from newsletter_subscriptions where email_normalised = ${email}) as newsletter,
      (select count(*) from notification_outbox where ${outboxMatch(email)}) as outbox`,
  );
  return {
    waitlist: Number(row?.waitlist ?? 0),
    contact: Number(row?.contact ?? 0),
    newsletter: Number(row?.newsletter ?? 0),
    outbox: Number(row?.outbox ?? 0),
  };
}

const sum = (counts: ErasureCounts) =>
  counts.waitlist + counts.contact + counts.newsletter + counts.outbox;

/** What erasing this address would remove: the confirmation step shows it before anything goes. */
export async function previewErasure(rawEmail: string): Promise<ErasurePreview | null> {
  const email = normaliseEmail(rawEmail);
  if (!email || email.length > 320) return null;
  const { db } = await getDatabase();
  const counts = await countHeld(db, email);
  return { email, counts, total: sum(counts) };
}

/**
 * Removes every row about one address (the three submission tables and the outbox) in one
 * transaction, and records the erasure with counts and a salted hash, never the address itself.
 */
export async function eraseEverythingAbout(
  rawEmail: string,
): Promise<{ counts: ErasureCounts; auditId: number } | null> {
  const email = normaliseEmail(rawEmail);
  if (!email || email.length > 320) return null;
  const { db } = await getDatabase();
  const hash = subjectHash(email);
  return db.transaction(async (tx) => {
    const deleted = async (statement: ReturnType<typeof sql>) =>
      (await queryRows<{ id: unknown }>(tx, statement)).length;
    const counts: ErasureCounts = {
      waitlist: await deleted(
        sql`delete from waitlist_submissions where email_normalised = ${email} returning id`,
      ),
      contact: await deleted(
        sql`delete from contact_submissions where email_normalised = ${email} returning id`,
      ),
      newsletter: await deleted(
        sql`delete from newsletter_subscriptions where email_normalised = ${email} returning id`,
      ),

      outbox: await deleted(
        sql`delete from notification_outbox where ${outboxMatch(email)} returning id`,
      ),
    };
    // The mailbox row: its founder place, if it held one, goes to the next person to confirm.
    await tx.execute(sql`delete from waitlist_people where email_normalised = ${email}`);
    // The newsletter limit's attempts (kept a day) hold the address too.
    await tx.execute(sql`delete from newsletter_attempts where email_normalised = ${email}`);
    const auditId = await writeAudit(tx, {
      action: "erase",
      subjectHash: hash,
      details: { ...counts },
    });
    return { counts, auditId };
  });
}

export async function recentAudit(): Promise<AuditEntry[]> {
  const { db } = await getDatabase();
  return listAudit(db);
}
