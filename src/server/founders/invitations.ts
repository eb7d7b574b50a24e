import "server-only";

import { randomBytes } from "node:crypto";

import { type SQL, sql } from "drizzle-orm";

import { fieldUserPrice, founderOffer, planById } from "@/content/site";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { derivedKey } from "../secrets";
import { codeHash, deriveCode, parseCode } from "./code-format";

/** app_settings key: the highest place ever invited, so a place passed on below it is invited. */
const INVITED_THROUGH_KEY = "founder_invitations_through";

/** The key founder codes are made under: derived from the site secret, never in the database. */
export const founderCodeKey = () => derivedKey("founder-code");

/** The founder price a place holder is invited with, and keeps (decision 088). */
export interface LockedPrice {
  currency: "GBP";
  discountPercent: number;
  /** Pence per back-office user a month on the plan of interest; null with no plan chosen. */
  perBackOfficeUserPence: number | null;
  perFieldUserPence: number;
}

const founderPence = (pounds: number) =>
  Math.round((pounds * 100 * (100 - founderOffer.maxDiscountPercent)) / 100);

export function lockedPriceFor(plan: string): LockedPrice {
  const chosen = planById(plan);
  return {
    currency: "GBP",
    discountPercent: founderOffer.maxDiscountPercent,
    perBackOfficeUserPence: chosen ? founderPence(chosen.pricePerBackOfficeUser) : null,
    perFieldUserPence: founderPence(fieldUserPrice),
  };
}

interface Invitee {
  id: number;
  place: number;
  plan: string;
}

/** Place holders not yet invited, in place order; `where` narrows them further. */
async function uninvited(tx: Database, where: SQL, limit: number): Promise<Invitee[]> {
  const rows = await queryRows<{ id: number; place: number; plan: string | null }>(
    tx,
    sql`
    select p.id, p.founder_place as place,
           (select s.interested_plan from waitlist_submissions s
            where s.email_normalised = p.email_normalised and not s.quarantined
            order by s.id desc limit 1) as plan
    from waitlist_people p
    where p.founder_place is not null
      and not exists (select 1 from founder_invitations i where i.person_id = p.id)
      and ${where}
    order by p.founder_place
    limit ${limit}
    for key share of p`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    place: Number(row.place),
    plan: row.plan ?? "undecided",
  }));
}

/**
 * Stores one invitation per invitee and queues its e-mail, in one statement, and moves the
 * invited-through mark up. Returns the places invited.
 */
async function invite(tx: Database, invitees: Invitee[]): Promise<number[]> {
  if (invitees.length === 0) return [];
  const key = founderCodeKey();
  const days = env().FOUNDER_CODE_DAYS;
  const values = invitees.map((invitee) => {
    const salt = randomBytes(16).toString("base64url");
    const hash = codeHash(parseCode(deriveCode(key, salt))!);
    const price = lockedPriceFor(invitee.plan);
    return sql`(${invitee.id}::bigint, ${invitee.place}::int, ${invitee.plan}, ${price.discountPercent}::int,
      ${price.perBackOfficeUserPence}::int, ${price.perFieldUserPence}::int, ${salt}, ${hash},
      now() + make_interval(days => ${days}::int))`;
  });
  const rows = await queryRows<{ place: number }>(
    tx,
    sql`
    with invited as (
      insert into founder_invitations (person_id, place, plan, discount_percent,
        back_office_user_pence, field_user_pence, code_salt, code_hash, expires_at)
      values ${sql.join(values, sql`, `)}
      on conflict do nothing
      returning id, person_id, place
    ),
    queued as (${invitationMails(sql.raw("invited"), "false")}),
    mark as (
      insert into app_settings (key, value)
      select ${INVITED_THROUGH_KEY}, max(place)::text from invited having count(*) > 0
      on conflict (key) do update
      set value = greatest(app_settings.value::int, excluded.value::int)::text
    )
    select place from invited order by place`,
  );
  return rows.map((row) => Number(row.place));
}

/**
 * The invitation e-mail (or its reminder) for each row of `invitations`, a statement's named
 * result with the invitation's `id` and `person_id`: one outbox row to the address the person last
 * gave. Written once for the first sending and the reminder, so the two never drift apart.
 */
const invitationMails = (invitations: SQL, reminder: "true" | "false") => sql`
  insert into notification_outbox (kind, subject_email, payload)
  select 'founder_invitation', p.email_normalised,
         jsonb_build_object('to', s.email, 'name', s.name, 'emailNormalised', p.email_normalised,
           'invitationId', i.id, 'reminder', ${sql.raw(reminder)})
  from ${invitations} i
  join waitlist_people p on p.id = i.person_id
  cross join lateral (
    select email, name from waitlist_submissions s
    where s.email_normalised = p.email_normalised and not s.quarantined
    order by s.id desc limit 1
  ) s`;

/** One invitation run at a time, on every instance: "invite the next 10" twice invites 20. */
const lockInvitations = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('founder_invitations'))`);

/**
 * "Invite the next N founders": the N lowest places whose holders have no invitation yet, each
 * with a code of its own and an e-mail (decision 088). Returns the places invited.
 */
export async function inviteNextFounders(db: Database, count: number): Promise<number[]> {
  const limit = Math.max(0, Math.min(founderOffer.places, Math.floor(count)));
  if (limit === 0) return [];
  return db.transaction(async (tx) => {
    await lockInvitations(tx);
    return invite(tx, await uninvited(tx, sql`true`, limit));
  });
}

/**
 * Once invitations have started, a place that changes hands below the highest place invited
 * (passed on to the first in line, or taken by the next to confirm) has its new holder invited at
 * once: the founders have already invited that place. Places above it wait their turn. Runs in
 * the caller's transaction (an erasure's), or on its own.
 */
export async function inviteBehindTheFrontier(tx: Database): Promise<number[]> {
  await lockInvitations(tx);
  return invite(
    tx,
    await uninvited(
      tx,
      sql`p.founder_place <= coalesce(
        (select value::int from app_settings where key = ${INVITED_THROUGH_KEY}), 0)`,
      founderOffer.places,
    ),
  );
}

/**
 * Queues the one reminder for each invitation still unredeemed and unexpired `reminderDays`
 * after it was sent. The mark and the e-mail are one statement, so nobody is reminded twice.
 */
export async function queueInvitationReminders(
  db: Database,
  reminderDays = env().FOUNDER_REMINDER_DAYS,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with due as (
      update founder_invitations set reminded_at = now()
      where reminded_at is null and redeemed_at is null and expires_at > now()
        and invited_at <= now() - make_interval(days => ${reminderDays}::int)
      returning id, person_id
    )
    ${invitationMails(sql.raw("due"), "true")}
    returning id`,
  );
  return rows.length;
}

/**
 * The hourly round: each reminder that is due, and an invitation for any holder of an invited
 * place still without one (a place that changed hands where the erasure's own call did not run).
 */
export async function runInvitationRound(
  db: Database,
): Promise<{ reminders: number; invited: number }> {
  const reminders = await queueInvitationReminders(db);
  const invited = await db.transaction((tx) => inviteBehindTheFrontier(tx));
  return { reminders, invited: invited.length };
}

/** An invitation as its e-mail is written: the code again, from its salt. */
export interface InvitationForMail {
  id: number;
  place: number;
  plan: string;
  code: string;
  expiresAt: Date;
  price: LockedPrice;
}

/**
 * The invitation an e-mail is about, if it still stands: not redeemed, not expired, and its
 * holder still holds the place. Null otherwise (the e-mail is then not sent).
 */
export async function invitationForMail(
  db: Database,
  id: number,
): Promise<InvitationForMail | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select i.id, i.place, i.plan, i.discount_percent, i.back_office_user_pence,
           i.field_user_pence, i.code_salt, i.code_hash, i.expires_at
    from founder_invitations i join waitlist_people p on p.id = i.person_id
    where i.id = ${id} and i.redeemed_at is null and i.expires_at > now()
      and p.founder_place = i.place`,
  );
  if (!row) return null;
  const code = deriveCode(founderCodeKey(), String(row.code_salt));
  // A site secret changed since the invitation: this code would not redeem, so say nothing.
  if (codeHash(parseCode(code)!) !== row.code_hash) return null;
  return {
    id: Number(row.id),
    place: Number(row.place),
    plan: String(row.plan),
    code,
    expiresAt: new Date(row.expires_at as string),
    price: {
      currency: "GBP",
      discountPercent: Number(row.discount_percent),
      perBackOfficeUserPence:
        row.back_office_user_pence == null ? null : Number(row.back_office_user_pence),
      perFieldUserPence: Number(row.field_user_pence),
    },
  };
}
