import "server-only";

import path from "node:path";

import { sql } from "drizzle-orm";

import { deliveryAddress, normaliseEmail } from "@/lib/validation/mailbox";

import { type ErasureScope, subjectHash, writeAudit } from "../audit";
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
 * A bare substring took `flee@x.com` and `lee@x.community` for `lee@x.com` (seen in an attack).
 */
export const mentionPattern = (email: string) =>
  `(?<![a-z0-9._%+-])${email.replace(/[\\^$.*+?()[\]{}|-]/g, "\\$&")}(?![a-z0-9-]|\\.[a-z0-9-])`;

/**
 * Outbox rows whose payload mentions the address (a founders' notice quotes a message, so the
 * address can sit in a row filed under another subject). The substring is a cheap first sieve;
 * the mention is then judged in each string the payload holds, decoded (in the JSON text a line
 * break before the address reads as the letter n). A payload's `emailNormalised` names the
 * mailbox, not the address written to, so it never counts as a mention of one spelling.
 */
const mentioned = (email: string) => sql`(
  payload::text ilike ${`%${escapeLike(email)}%`}
  and exists (
    select 1 from jsonb_path_query(payload - 'emailNormalised', 'strict $.**') as value
    where jsonb_typeof(value) = 'string' and value #>> '{}' ~* ${mentionPattern(email)}))`;

/**
 * Whose rows an erasure takes (decision 082): the console's takes the whole mailbox, every
 * spelling of it; a person's own link takes only what was given under the address it was
 * delivered to, since another spelling may be another person (`lee+boss@` beside `lee@`).
 */
interface Target {
  scope: ErasureScope;
  mailbox: string;
  address: string;
}

/** The target's rows in a submission table. */
const submissionsOf = (target: Target) =>
  target.scope === "mailbox"
    ? sql`email_normalised = ${target.mailbox}`
    : sql`email_normalised = ${target.mailbox} and lower(email) = ${target.address}`;

/** The mailbox's row, which an address's erasure takes only with the last sign-up counted for it. */
const personOf = (target: Target) =>
  target.scope === "mailbox"
    ? sql`email_normalised = ${target.mailbox}`
    : sql`email_normalised = ${target.mailbox} and not exists (
        select 1 from waitlist_submissions s
        where s.email_normalised = ${target.mailbox} and not s.quarantined)`;

/** Outbox rows about the target: the mailbox by subject too; an address by mention alone. */
const outboxOf = (target: Target) =>
  target.scope === "mailbox"
    ? sql`subject_email = ${target.mailbox} or ${mentioned(target.mailbox)}`
    : mentioned(target.address);

type RowCounts = Omit<ErasureCounts, "mailFiles">;

async function countHeld(db: Database, target: Target): Promise<RowCounts> {
  const [row] = await queryRows<Record<keyof RowCounts, number | string>>(
    db,
    sql`
    select
      (select count(*) from waitlist_submissions where ${submissionsOf(target)}) as waitlist,
      (select count(*) from contact_submissions where ${submissionsOf(target)}) as contact,
      (select count(*) from newsletter_subscriptions where ${submissionsOf(target)}) as newsletter,
      (select count(*) from waitlist_people where ${personOf(target)}) as people,
      (select count(*) from notification_outbox where ${outboxOf(target)}) as outbox`,
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

function targetOf(rawEmail: string, scope: ErasureScope): Target | null {
  // PostgreSQL refuses NUL in text (error 22021, a 500 for `/admin/erase?email=%00`), and no
  // address holds a control character or a lone surrogate.
  if (/[\u0000-\u001f\u007f]/.test(rawEmail) || !rawEmail.isWellFormed()) return null;
  const address = deliveryAddress(rawEmail);
  if (!address || address.length > 320) return null;
  return { scope, mailbox: normaliseEmail(address), address };
}

const mailFilesOf = (target: Target) =>
  target.scope === "mailbox" ? { mailbox: target.mailbox } : { address: target.address };

/** What erasing this mailbox would remove: the console shows it before anything goes. */
export async function previewErasure(rawEmail: string): Promise<ErasurePreview | null> {
  const target = targetOf(rawEmail, "mailbox");
  if (!target) return null;
  const { db } = await getDatabase();
  const counts = {
    ...(await countHeld(db, target)),
    mailFiles: (await findMailFiles(mailDirectory(), mailFilesOf(target))).length,
  };
  return { email: target.mailbox, counts, total: sum(counts) };
}

/**
 * Removes every row about one address (the three submission tables, its waitlist_people row and
 * the outbox) in one transaction, under the founder-places lock taken first (decision 081), then
 * the mail files written about it, and records the erasure with counts, who asked, and a salted
 * hash: never the address itself. The console's erasure takes the whole mailbox; the person's,
 * through their link, only what was given under the address the link was delivered to (decision
 * 082), and the mailbox's founder place only with its last sign-up. Files go after the rows
 * commit, so no new delivery can start for the address; one the dispatcher was writing at that
 * very instant (a window of milliseconds) could still land just after the sweep.
 */
export async function eraseEverythingAbout(
  rawEmail: string,
  by: ErasedBy = "admin",
): Promise<{ counts: ErasureCounts; auditId: number } | null> {
  const target = targetOf(rawEmail, by === "person" ? "address" : "mailbox");
  if (!target) return null;
  const { db } = await getDatabase();
  const { scope, mailbox } = target;
  const hash = subjectHash(scope === "mailbox" ? mailbox : target.address);
  const { rows, auditId, passedOn } = await db.transaction(async (tx) => {
    // The places lock before any row (decision 081): deleting the mailbox row first and asking
    // for the lock afterwards, to pass its place on, deadlocked against confirmations.
    await lockFounderPlaces(tx);
    const deleted = async (statement: ReturnType<typeof sql>) =>
      (await queryRows<{ id: unknown }>(tx, statement)).length;
    const rows: RowCounts = {
      waitlist: await deleted(
        sql`delete from waitlist_submissions where ${submissionsOf(target)} returning id`,
      ),
      contact: await deleted(
        sql`delete from contact_submissions where ${submissionsOf(target)} returning id`,
      ),
      newsletter: await deleted(
        sql`delete from newsletter_subscriptions where ${submissionsOf(target)} returning id`,
      ),
      people: await deleted(
        sql`delete from waitlist_people where ${personOf(target)} returning id`,
      ),
      outbox: await deleted(
        sql`delete from notification_outbox where ${outboxOf(target)} returning id`,
      ),
    };
    // Campaign recipient rows lose the mailbox but stay, so each campaign's counts stay true; one
    // not yet sent is cancelled. The suppression list keeps its keyed hash (decision 087). They
    // name a mailbox, not an address: an address's erasure anonymises them only once nothing of
    // the mailbox is left (decision 082).
    const mailboxLeft =
      scope === "mailbox"
        ? sql``
        : sql`and not exists (select 1 from waitlist_people where email_normalised = ${mailbox})
            and not exists (select 1 from newsletter_subscriptions where email_normalised = ${mailbox})`;
    await tx.execute(sql`
      update campaign_recipients
      set email_normalised = null,
          state = case when state = 'queued' then 'cancelled' else state end, state_at = now()
      where email_normalised = ${mailbox} ${mailboxLeft}`);
    // A founder place it released goes at once to the first in line, if anyone waits (078).
    const passedOn = rows.people > 0 ? await passOnFreedPlaces(tx) : [];
    // The newsletter limit's attempts (kept a day) hold the mailbox too: they go with its last
    // subscription, and an address's erasure leaves them to the mailbox's other spellings.
    await tx.execute(sql`delete from newsletter_attempts where email_normalised = ${mailbox}
      and not exists (select 1 from newsletter_subscriptions where email_normalised = ${mailbox})`);
    const auditId = await writeAudit(tx, {
      action: "erase",
      subjectHash: hash,
      details: { by, scope, ...rows },
    });
    return { rows, auditId, passedOn };
  });
  const mailFiles = await removeMailFiles(mailDirectory(), mailFilesOf(target));
  await db.execute(sql`
    update admin_audit_log set details = details || ${JSON.stringify({ mailFiles })}::jsonb
    where id = ${auditId}`);
  // A released founder place shows on the landing and signup pages.
  if (rows.people > 0) refreshFounderPlacePages();
  if (passedOn.length > 0) wakeDispatcher();
  return { counts: { ...rows, mailFiles }, auditId };
}
