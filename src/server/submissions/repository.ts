import "server-only";

import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { registerMailbox } from "../founders/lifecycle";
import type { contactSubmissions, waitlistSubmissions } from "../db/schema";
import { newsletterAttempts, newsletterSubscriptions, notificationOutbox } from "../db/schema";

export type FormKind = "waitlist" | "contact" | "newsletter";

/**
 * Takes the (form, e-mail) lock until the transaction ends and counts that address's counted
 * submissions in the last `hours`, by the database clock (`submission_gate`, migration 0002), so
 * a count and the insert after it cannot interleave with a concurrent submission of the pair.
 */
export async function gate(
  tx: Database,
  form: FormKind,
  emailNormalised: string,
  hours: number,
): Promise<number> {
  const [row] = await queryRows<{ recent: number }>(
    tx,
    sql`select submission_gate(${form}, ${emailNormalised}, ${hours}::int) as recent`,
  );
  return Number(row?.recent ?? 0);
}

/** A notification queued with a submission; `stamp` adds the stored row's id and created_at to
 * `payload.submission`, which only the database knows. */
export interface QueuedNotice {
  kind: string;
  payload: Record<string, unknown>;
  stamp?: boolean;
}

/**
 * One statement, one round trip (decision 011): the gate, then the row unless its address is
 * over `limit` (a quarantined row is never counted), then its notifications. Returns whether the
 * row was stored. A single statement is its own transaction, so all of it is stored or none.
 */
export async function insertGated<T extends typeof waitlistSubmissions | typeof contactSubmissions>(
  db: Database,
  form: "waitlist" | "contact",
  table: T,
  values: T["$inferInsert"],
  options: {
    limit: number;
    hours: number;
    notices: QueuedNotice[];
    registerMailbox?: boolean;
    /** A statement over `stored` (the sign-up's attribution, analytics/attribution.ts). */
    alongside?: SQL | null;
  },
): Promise<boolean> {
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
           and q.quarantined and q.created_at > now() - make_interval(hours => ${options.hours}::int)
           and (select recent from gate) >= 0) < ${options.limit}::int`
    : sql`(select recent from gate) < ${options.limit}::int`;
  const registered = options.registerMailbox
    ? sql`, registered as (${registerMailbox(values.emailNormalised, sql`from stored`)})`
    : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with gate as (
      select submission_gate(${form}, ${values.emailNormalised}, ${options.hours}::int) as recent
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
           jsonb_to_recordset(${JSON.stringify(options.notices)}::jsonb)
             as notice(kind text, payload jsonb, stamp boolean)
    )${registered}${options.alongside ? sql`, alongside as (${options.alongside})` : sql``}
    select id from stored`,
  );
  return rows.length > 0;
}

/** Quarantined subscriptions of one address in the last `hours` (capped like counted ones). */
export async function countQuarantinedNewsletter(
  tx: Database,
  emailNormalised: string,
  hours: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from newsletter_subscriptions
        where email_normalised = ${emailNormalised} and quarantined
          and created_at > now() - make_interval(hours => ${hours}::int)`,
  );
  return Number(row?.n ?? 0);
}

/** One newsletter attempt, counted by the gate whether or not a subscription is written. */
export async function recordNewsletterAttempt(tx: Database, emailNormalised: string) {
  await tx.insert(newsletterAttempts).values({ emailNormalised });
}

export async function insertNewsletter(
  tx: Database,
  values: typeof newsletterSubscriptions.$inferInsert,
) {
  const [row] = await tx.insert(newsletterSubscriptions).values(values).returning();
  return row!;
}

export async function hasConfirmedSubscription(
  tx: Database,
  emailNormalised: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.emailNormalised, emailNormalised),
        eq(newsletterSubscriptions.status, "confirmed"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function enqueueNotifications(
  tx: Database,
  rows: (typeof notificationOutbox.$inferInsert)[],
) {
  if (rows.length > 0) await tx.insert(notificationOutbox).values(rows);
}
