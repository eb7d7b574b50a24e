import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import type { Database } from "../db";
import {
  contactSubmissions,
  newsletterSubscriptions,
  notificationOutbox,
  waitlistSubmissions,
} from "../db/schema";

export type FormKind = "waitlist" | "contact" | "newsletter";

const tables = {
  waitlist: waitlistSubmissions,
  contact: contactSubmissions,
  newsletter: newsletterSubscriptions,
} as const;

/**
 * Serialises submissions for one (form, e-mail) pair until the transaction ends, so the count
 * below and the insert after it cannot interleave with a concurrent submission of the same pair.
 */
export async function lockEmail(tx: Database, form: FormKind, emailNormalised: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${form}:${emailNormalised}`}))`);
}

/** Counted submissions (not quarantined) of this e-mail in the last `hours`, by the database clock. */
export async function countRecent(
  tx: Database,
  form: FormKind,
  emailNormalised: string,
  hours: number,
): Promise<number> {
  const table = tables[form];
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(
      and(
        eq(table.emailNormalised, emailNormalised),
        eq(table.quarantined, false),
        gt(table.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return row?.count ?? 0;
}

export async function insertWaitlist(
  tx: Database,
  values: typeof waitlistSubmissions.$inferInsert,
) {
  const [row] = await tx.insert(waitlistSubmissions).values(values).returning();
  return row!;
}

export async function insertContact(tx: Database, values: typeof contactSubmissions.$inferInsert) {
  const [row] = await tx.insert(contactSubmissions).values(values).returning();
  return row!;
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
