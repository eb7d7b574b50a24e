import "server-only";

import path from "node:path";

import { sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/schemas";

import { subjectHash, writeAudit } from "../audit";
import { type Database, getDatabase } from "../db";
import { escapeLike, queryRows } from "../db/query";
import { env } from "../env";
import { passOnFreedPlaces } from "../founders/passed-on";
import { refreshFounderPlacePages } from "../founders/places";
import { lockFounderPlaces } from "../founders/places-lock";
import { findMailFiles, removeMailFiles } from "../notifications/mail-files";
import { wakeDispatcher } from "../outbox-signal";

/**
 * Erasure of everything held about one address (UK GDPR art. 17). One function serves both
 * callers: the founders' console (after they check who asked) and the person's own page (opened
 * by their signed link).
 */
export interface ErasureCounts {
  waitlist: number;
  contact: number;
  newsletter: number;
  /** The mailbox's waitlist_people row: erasing it releases its founder place. */
  people: number;
  outbox: number;
  /** .eml files the file transport wrote about the address under DATA_DIR/mail. */
  mailFiles: number;
}

export interface ErasurePreview {
  email: string;
  counts: ErasureCounts;
  total: number;
}

export type ErasedBy = "admin" | "person";

const mailDirectory = () => path.resolve(env().DATA_DIR, "mail");

/**
 * The address as a whole address inside free text: not preceded by a character an address's
 * local part can hold, nor followed by one its domain can (a sentence's full stop may follow).
 * A bare substring took `flee@x.com` and `lee@x.community` for `lee@x.com` (session 55's attack).
 */
export const mentionPattern = (email: string) =>
  `(?<![a-z0-9._%+-])${email.replace(/[\\^$.*+?()[\]{}|-]/g, "\\$&")}(?![a-z0-9-]|\\.[a-z0-9-])`;

/**
 * Outbox rows about the address: by subject, and any whose payload mentions it (a founders'
 * notice quotes a message, so the address can sit in a row filed under another subject). The
 * substring is a cheap first sieve; the mention is then judged in each string the payload holds,
 * decoded (in the JSON text a line break before the address reads as the letter n).
 */
const outboxMatch = (email: string) => sql`subject_email = ${email} or (
  payload::text ilike ${`%${escapeLike(email)}%`}
  and exists (
    select 1 from jsonb_path_query(payload, 'strict $.**') as value
    where jsonb_typeof(value) = 'string' and value #>> '{}' ~* ${mentionPattern(email)}))`;

type RowCounts = Omit<ErasureCounts, "mailFiles">;

async function countHeld(db: Database, email: string): Promise<RowCounts> {
  const [row] = await queryRows<Record<keyof RowCounts, number | string>>(
    db,
    sql`
    select
      (select count(*) from waitlist_submissions where email_normalised = ${email}) as waitlist,
      (select count(*) from contact_submissions where email_normalised = ${email}) as contact,
      (select count(*) from newsletter_subscriptions where email_normalised = ${email}) as newsletter,
      (select count(*) from waitlist_people where email_normalised = ${email}) as people,
      (select count(*) from notification_outbox where ${outboxMatch(email)}) as outbox`,
  );
  return {
    waitlist: Number(row?.waitlist ?? 0),
    contact: Number(row?.contact ?? 0),
    newsletter: Number(row?.newsletter ?? 0),
    people: Number(row?.people ?? 0),
    outbox: Number(row?.outbox ?? 0),
  };
}

const sum = (counts: ErasureCounts) => Object.values(counts).reduce((total, n) => total + n, 0);

function canonical(rawEmail: string): string | null {
  const email = normaliseEmail(rawEmail);
  return !email || email.length > 320 ? null : email;
}

/** What erasing this address would remove: the confirmation step shows it before anything goes. */
export async function previewErasure(rawEmail: string): Promise<ErasurePreview | null> {
  const email = canonical(rawEmail);
  if (!email) return null;
  const { db } = await getDatabase();
  const counts = {
    ...(await countHeld(db, email)),
    mailFiles: (await findMailFiles(mailDirectory(), email)).length,
  };
  return { email, counts, total: sum(counts) };
}

/**
 * Removes every row about one address (the three submission tables, its waitlist_people row and
 * the outbox) in one transaction, under the founder-places lock taken first (decision 081), then
 * the mail files written about it, and records the erasure
 * with counts, who asked, and a salted hash: never the address itself. Files go after the rows
 * commit, so no new delivery can start for the address; one the dispatcher was writing at that
 * very instant (a window of milliseconds) could still land just after the sweep.
 */
export async function eraseEverythingAbout(
  rawEmail: string,
  by: ErasedBy = "admin",
): Promise<{ counts: ErasureCounts; auditId: number } | null> {
  const email = canonical(rawEmail);
  if (!email) return null;
  const { db } = await getDatabase();
  const hash = subjectHash(email);
  const { rows, auditId, passedOn } = await db.transaction(async (tx) => {
    // The places lock before any row (decision 081): deleting the mailbox row first and asking
    // for the lock afterwards, to pass its place on, deadlocked against confirmations.
    await lockFounderPlaces(tx);
    const deleted = async (statement: ReturnType<typeof sql>) =>
      (await queryRows<{ id: unknown }>(tx, statement)).length;
    const rows: RowCounts = {
      waitlist: await deleted(
        sql`delete from waitlist_submissions where email_normalised = ${email} returning id`,
      ),
      contact: await deleted(
        sql`delete from contact_submissions where email_normalised = ${email} returning id`,
      ),
      newsletter: await deleted(
        sql`delete from newsletter_subscriptions where email_normalised = ${email} returning id`,
      ),
      people: await deleted(
        sql`delete from waitlist_people where email_normalised = ${email} returning id`,
      ),
      outbox: await deleted(
        sql`delete from notification_outbox where ${outboxMatch(email)} returning id`,
      ),
    };
    // Campaign recipient rows lose the address but stay, so each campaign's counts stay true; one
    // not yet sent is cancelled. The suppression list keeps its keyed hash (decision 087).
    await tx.execute(sql`
      update campaign_recipients
      set email_normalised = null,
          state = case when state = 'queued' then 'cancelled' else state end, state_at = now()
      where email_normalised = ${email}`);
    // A founder place it released goes at once to the first in line, if anyone waits (078).
    const passedOn = rows.people > 0 ? await passOnFreedPlaces(tx) : [];
    // The newsletter limit's attempts (kept a day) hold the address too.
    await tx.execute(sql`delete from newsletter_attempts where email_normalised = ${email}`);
    const auditId = await writeAudit(tx, {
      action: "erase",
      subjectHash: hash,
      details: { by, ...rows },
    });
    return { rows, auditId, passedOn };
  });
  const mailFiles = await removeMailFiles(mailDirectory(), email);
  await db.execute(sql`
    update admin_audit_log set details = details || ${JSON.stringify({ mailFiles })}::jsonb
    where id = ${auditId}`);
  // A released founder place shows on the landing and signup pages.
  if (rows.people > 0) refreshFounderPlacePages();
  if (passedOn.length > 0) wakeDispatcher();
  return { counts: { ...rows, mailFiles }, auditId };
}
