import "server-only";

import { randomBytes } from "node:crypto";

import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { newsletterConsent } from "@/content/newsletter";
import { waitlistFieldNames } from "@/lib/validation/fields";
import type { ContactInput, NewsletterInput, WaitlistInput } from "@/lib/validation/schemas";

import { attributionInsert } from "../analytics/attribution";
import type { Database } from "../db";
import { queryRows } from "../db/query";
import {
  contactSubmissions,
  newsletterAttempts,
  type NewsletterRow,
  newsletterSubscriptions,
  notificationOutbox,
  type WaitlistRow,
  waitlistSubmissions,
} from "../db/schema";
import { toWaitlistRecord, toWaitlistRow } from "../db/waitlist-columns";
import { registerMailbox } from "../founders/lifecycle";
import { mailboxHash } from "../mailbox-hash";
import type { SubmissionContext } from "./context";
import type { Replay } from "./replay-key";

/**
 * Every table a submission touches, every gate and both field mappings live here; submit.ts only
 * decides what happens in which order. Each store says what became of the submission: stored,
 * refused (its address had `limit` counted submissions in the last 24 hours), or already stored
 * (the same fill sent again, decision 059).
 */
export type FormKind = "waitlist" | "contact" | "newsletter";

export type StoreOutcome = "stored" | "limited" | "replayed";

/** What the use case knows about a submission besides its fields. */
export interface WriteMeta {
  emailNormalised: string;
  ipHash: string | null;
  source: string;
  /** Tripped the honeypot or the minimum fill time: kept, but neither counted nor notified. */
  quarantined: boolean;
  /** The same fill sent again has the same key (replay-key.ts); null for a quarantined one. */
  replay: Replay | null;
}

/** The rate limit's window (specification: 3 per e-mail per 24 hours). */
const WINDOW_HOURS = 24;

/** A notification queued with a submission; `stamp` adds the stored row's id and created_at to
 * `payload.submission`, which only the database knows. */
export interface QueuedNotice {
  kind: string;
  payload: Record<string, unknown>;
  stamp?: boolean;
}

type GatedTable = typeof waitlistSubmissions | typeof contactSubmissions;

interface GatedWrite<T extends GatedTable> {
  form: "waitlist" | "contact";
  table: T;
  values: T["$inferInsert"] & WriteMeta;
  limit: number;
  notices: QueuedNotice[];
  /** Further writes of the same statement, each run only if the row was stored: SQL that reads
   * the stored row as `stored` (its id and created_at). A sign-up's mailbox is one; another
   * table kept with the sign-up is one more entry here. */
  with?: SQL[];
}

/**
 * One statement, one round trip (decision 011): the gate (`submission_gate`, migration 0008, takes
 * the (form, e-mail) lock, answers -1 if a counted row has this replay key within the replay's
 * window, the last 24 hours unless it names a shorter one (decisions 059, 073), else counts that
 * address's last 24 hours by the database clock), then the row unless its address is over
 * `limit` or it is a replay, then its notifications and `with`. A single statement is its own
 * transaction, so all of it is stored or none.
 */
async function insertGated<T extends GatedTable>(
  database: Database,
  write: GatedWrite<T>,
): Promise<StoreOutcome> {
  const { form, table, limit } = write;
  const { replay, ...meta } = write.values;
  const values = { ...meta, replayKey: replay?.key ?? null };
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = sql.join(
    entries.map(([key]) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  // Typed casts: in INSERT ... SELECT the parameters have no column to take their type from.
  const params = sql.join(
    entries.map(
      ([key, value]) =>
        sql`${sql.param(value, columns[key])}::${sql.raw(columns[key]!.getSQLType())}`,
    ),
    sql`, `,
  );
  // A quarantined row is not counted, but its address is capped at as many quarantined rows
  // (counted under the gate's lock: reading `gate` here is what makes the CTE run).
  const allowed = values.quarantined
    ? sql`(select count(*) from ${table} q where q.email_normalised = ${values.emailNormalised}
           and q.quarantined and q.created_at > now() - make_interval(hours => ${WINDOW_HOURS}::int)
           and (select recent from gate) >= 0) < ${limit}::int`
    : sql`(select recent from gate) between 0 and ${limit - 1}::int`;
  const extra = (write.with ?? []).map(
    (statement, index) => sql`, ${sql.raw(`also_${index}`)} as (${statement})`,
  );
  const [outcome] = await queryRows<{ recent: number; stored: number }>(
    database,
    sql`
    with gate as (
      select submission_gate(${form}, ${values.emailNormalised}, ${WINDOW_HOURS}::int,
                             ${values.replayKey}::text, ${replay?.minutes ?? null}::int) as recent
    ),
    stored as (
      insert into ${table} (${names}) select ${params} where ${allowed}
      returning id, created_at
    ),
    queued as (
      insert into notification_outbox (kind, subject_email, payload)
      select notice.kind, ${values.emailNormalised},
             case when notice.stamp
               then jsonb_set(notice.payload, '{submission}', (notice.payload -> 'submission') ||
                    jsonb_build_object('id', stored.id, 'created_at',
                      to_char(stored.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
               else notice.payload end
      from stored,
           jsonb_to_recordset(${JSON.stringify(write.notices)}::jsonb)
             as notice(kind text, payload jsonb, stamp boolean)
    )${sql.join(extra, sql``)}
    select (select recent from gate) as recent, (select count(*) from stored)::int as stored`,
  );
  if (Number(outcome?.stored) > 0) return "stored";
  return Number(outcome?.recent) === -1 ? "replayed" : "limited";
}

/** The e-mail a sign-up earns: its link to confirm, and a recap of the fixed choices. */
export function waitlistConfirmationNotice(
  row: Pick<
    WaitlistRow,
    "email" | "name" | "emailNormalised" | "trade" | "companySize" | "interestedPlan"
  > &
    Partial<Pick<WaitlistRow, "backOfficeUsers" | "fieldUsers">>,
  signedUpAt = new Date(),
): QueuedNotice {
  return {
    kind: "waitlist_confirmation",
    payload: {
      to: row.email,
      name: row.name,
      emailNormalised: row.emailNormalised,
      trade: row.trade,
      companySize: row.companySize,
      interestedPlan: row.interestedPlan,
      backOfficeUsers: row.backOfficeUsers ?? 0,
      fieldUsers: row.fieldUsers ?? 0,
      signedUpAt: signedUpAt.toISOString(),
    },
  };
}

/** A sign-up: the row, the founders' notice, the person's confirmation and their mailbox. */
export function storeWaitlist(
  database: Database,
  input: WaitlistInput,
  meta: WriteMeta,
  limit: number,
  context: Pick<SubmissionContext, "attribution"> = {},
): Promise<StoreOutcome> {
  const values = { ...toWaitlistRow(input, waitlistFieldNames), ...meta };
  const counted = !meta.quarantined;
  return insertGated(database, {
    form: "waitlist",
    table: waitlistSubmissions,
    values,
    limit,
    notices: counted
      ? [
          {
            kind: "founder_notice",
            payload: {
              type: "waitlist",
              submission: { ...toWaitlistRecord(values), source: values.source },
            },
            stamp: true,
          },
          waitlistConfirmationNotice(values),
        ]
      : [],
    with: counted
      ? [
          registerMailbox(meta.emailNormalised, sql`from stored`),
          // Where the sign-up came from, kept with it (dropped when missing or bad).
          ...[attributionInsert(context.attribution)].filter((statement) => statement !== null),
        ]
      : [],
  });
}

/** A message to the founders: the row, their notice and the sender's acknowledgement. */
export function storeContact(
  database: Database,
  input: ContactInput,
  meta: WriteMeta,
  limit: number,
): Promise<StoreOutcome> {
  const values = { name: input.name, email: input.email, message: input.message, ...meta };
  return insertGated(database, {
    form: "contact",
    table: contactSubmissions,
    values,
    limit,
    notices: meta.quarantined
      ? []
      : [
          {
            kind: "founder_notice",
            payload: {
              type: "contact",
              submission: {
                name: values.name,
                email: values.email,
                message: values.message,
                source: values.source,
              },
            },
            stamp: true,
          },
          contactAcknowledgementNotice(input),
        ],
  });
}

/** The sender's "we have your message", at once or when a held-back message is released. */
export function contactAcknowledgementNotice(sender: { email: string; name: string }) {
  return {
    kind: "contact_acknowledgement",
    payload: { to: sender.email, name: sender.name },
  } as const;
}

/** The newsletter's opt-in e-mail for a stored subscription. */
export function newsletterConfirmationNotice(
  row: Pick<NewsletterRow, "email" | "emailNormalised" | "confirmToken" | "unsubscribeToken">,
): typeof notificationOutbox.$inferInsert {
  return {
    kind: "newsletter_confirmation",
    subjectEmail: row.emailNormalised,
    payload: {
      to: row.email,
      confirmToken: row.confirmToken,
      unsubscribeToken: row.unsubscribeToken,
    },
  };
}

/** The secret in a newsletter link: 24 random bytes, base64url (see `isTokenShaped`). */
const newToken = () => randomBytes(24).toString("base64url");

/**
 * A plain post sent twice (a double press, a reload of the answer page's request) within this
 * long of a pending subscription of the same address is the same subscription: one row, one
 * e-mail. A person who asks again later, the first e-mail not found, gets a new one.
 */
const NEWSLETTER_REPEAT_SECONDS = 60;

/**
 * A subscription (double opt-in). Every attempt counts towards the limit, stored or not, so a
 * subscribed address answers like a new one; an address already confirmed, or subscribed a moment
 * ago and not yet confirmed, gets nothing new.
 */
export function storeNewsletter(
  database: Database,
  input: NewsletterInput,
  meta: WriteMeta,
  limit: number,
): Promise<StoreOutcome> {
  return database.transaction(async (tx): Promise<StoreOutcome> => {
    const recent = await gate(tx, "newsletter", meta.emailNormalised);
    const taken = meta.quarantined
      ? (await countQuarantinedNewsletter(tx, meta.emailNormalised)) < limit
      : recent < limit;
    if (!taken) return "limited";
    if (meta.quarantined) {
      await insertSubscription(tx, input, meta);
      return "stored";
    }
    await tx.insert(newsletterAttempts).values({ emailNormalised: meta.emailNormalised });
    // A suppressed mailbox is not subscribed, and the answer is the same as anyone's, so a
    // stranger typing someone's address learns nothing; the person lifts it from their own page
    // (decision 090).
    if (await isSuppressedMailbox(tx, meta.emailNormalised)) return "stored";
    if (await hasNothingNewToSend(tx, meta.emailNormalised)) return "stored";
    const row = await insertSubscription(tx, input, meta);
    await enqueueNotifications(tx, [newsletterConfirmationNotice(row)]);
    return "stored";
  });
}

async function insertSubscription(tx: Database, input: NewsletterInput, meta: WriteMeta) {
  // No replay key: the newsletter counts every attempt instead (newsletter_attempts).
  const { emailNormalised, ipHash, source, quarantined } = meta;
  const [row] = await tx
    .insert(newsletterSubscriptions)
    .values({
      email: input.email,
      confirmToken: newToken(),
      unsubscribeToken: newToken(),
      consentText: newsletterConsent.text,
      consentVersion: newsletterConsent.version,
      emailNormalised,
      ipHash,
      source,
      quarantined,
    })
    .returning();
  return row!;
}

/** On the suppression list (decision 087): no campaign, and no new opt-in, may write to it. */
async function isSuppressedMailbox(tx: Database, emailNormalised: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from mail_suppressions where mailbox_hash = ${mailboxHash(emailNormalised)}`,
  );
  return rows.length > 0;
}

/** Takes the (form, e-mail) lock until the transaction ends and counts the last 24 hours. */
async function gate(tx: Database, form: FormKind, emailNormalised: string): Promise<number> {
  const [row] = await queryRows<{ recent: number }>(
    tx,
    sql`select submission_gate(${form}, ${emailNormalised}, ${WINDOW_HOURS}::int) as recent`,
  );
  return Number(row?.recent ?? 0);
}

/** Quarantined subscriptions of one address in the window (capped like counted ones). */
async function countQuarantinedNewsletter(tx: Database, emailNormalised: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from newsletter_subscriptions
        where email_normalised = ${emailNormalised} and quarantined
          and created_at > now() - make_interval(hours => ${WINDOW_HOURS}::int)`,
  );
  return Number(row?.n ?? 0);
}

/** Confirmed already, or subscribed a moment ago and not confirmed yet: one lookup for both. */
async function hasNothingNewToSend(tx: Database, emailNormalised: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from newsletter_subscriptions
        where email_normalised = ${emailNormalised}
          and (status = 'confirmed'
               or (status = 'pending' and not quarantined
                   and created_at > now() - make_interval(secs => ${NEWSLETTER_REPEAT_SECONDS}::int)))`,
  );
  return Number(row?.n ?? 0) > 0;
}

export async function enqueueNotifications(
  tx: Database,
  rows: (typeof notificationOutbox.$inferInsert)[],
) {
  if (rows.length > 0) await tx.insert(notificationOutbox).values(rows);
}
