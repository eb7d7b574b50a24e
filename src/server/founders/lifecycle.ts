import "server-only";

import { type SQL, sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { lockFounderPlaces } from "./places-lock";

/** A mailbox still unconfirmed this long after signing up gets its one reminder. */
export const REMINDER_AFTER_HOURS = 24;

/**
 * Queues one reminder for each mailbox that signed up more than a day ago and has neither
 * confirmed nor been reminded, addressed as the person last typed it. One statement: the mark and
 * the queued e-mail are stored together or not at all, so nobody is reminded twice.
 */
export async function queueReminders(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with due as (
      update waitlist_people set reminded_at = now()
      where confirmed_at is null and reminded_at is null
        and created_at < now() - make_interval(hours => ${REMINDER_AFTER_HOURS})
      returning email_normalised
    ),
    addressed as (
      select distinct on (s.email_normalised) s.email_normalised, s.email, s.name
      from waitlist_submissions s join due on due.email_normalised = s.email_normalised
      where not s.quarantined
      order by s.email_normalised, s.id desc
    )
    insert into notification_outbox (kind, subject_email, payload)
    select 'waitlist_reminder', email_normalised,
           jsonb_build_object('to', email, 'name', name, 'emailNormalised', email_normalised)
    from addressed
    returning id`,
  );
  return rows.length;
}

/**
 * An address never confirmed holds no place and is not kept: after `days`, its sign-ups, the
 * e-mails queued about it and its mailbox row go together (the privacy policy says so). Returns
 * the purged mailboxes so their mail files can go too. It deletes mailbox rows, so it takes the
 * founder-places lock first (decision 081): a confirmation of one of them waits for the purge, or
 * the purge for it, and never finds its row half gone.
 */
export async function purgeUnconfirmed(db: Database, days: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockFounderPlaces(tx);
    const rows = await queryRows<{ email_normalised: string }>(
      tx,
      sql`
    with expired as (
      delete from waitlist_people
      where confirmed_at is null and created_at < now() - make_interval(days => ${days}::int)
      returning email_normalised
    ),
    sign_ups as (
      delete from waitlist_submissions
      where email_normalised in (select email_normalised from expired)
    ),
    mail as (
      delete from notification_outbox
      where subject_email in (select email_normalised from expired)
    )
    select email_normalised from expired`,
    );
    return rows.map((row) => row.email_normalised);
  });
}

/**
 * Puts a mailbox on the waitlist, unconfirmed (decision 016), as part of a larger statement
 * (`from` names the row that must exist, e.g. `from stored`). Signing up again while unconfirmed
 * restarts the days it has to confirm and earns a new reminder. It never touches a place, so it
 * never takes the places lock, and a sign-up is never serialised behind confirmations (081).
 */
export function registerMailbox(emailNormalised: string, from: SQL = sql``): SQL {
  return sql`
    insert into waitlist_people (email_normalised) select ${emailNormalised} ${from}
    on conflict (email_normalised) do update set created_at = now(), reminded_at = null
    where waitlist_people.confirmed_at is null`;
}
