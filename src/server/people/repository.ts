import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { normaliseEmail } from "@/lib/validation/mailbox";

import type { Database } from "../db";
import {
  contactSubmissions,
  newsletterSubscriptions,
  notificationOutbox,
  signupAttributions,
  waitlistPeople,
  waitlistSubmissions,
} from "../db/schema";

/**
 * Rows of one address as typed, in any letter case (decision 082): found through the mailbox's
 * index, then narrowed to that spelling. A personal link opens only these.
 */
const givenUnder = (table: { email: AnyPgColumn; emailNormalised: AnyPgColumn }, address: string) =>
  and(eq(table.emailNormalised, normaliseEmail(address)), sql`lower(${table.email}) = ${address}`);

/**
 * The address an e-mail in the outbox went to, or a founders' notice was about: a notice has no
 * `to`, its record holds the address the person typed.
 */
const outboxAddress = sql`lower(coalesce(${notificationOutbox.payload} ->> 'to',
  ${notificationOutbox.payload} #>> '{submission,email}'))`;

/**
 * The only file under people/ that knows the tables: everything held under one address as typed
 * (`deliveryAddress`), what a personal link delivered to it opens. The mailbox's founder place
 * is shown with the sign-ups made under this address, as their confirmation e-mail said it.
 */
export async function findHeld(db: Database, address: string) {
  const mailbox = normaliseEmail(address);
  const [waitlist, contact, newsletter, notifications, attributions] = await Promise.all([
    db
      .select()
      .from(waitlistSubmissions)
      .where(givenUnder(waitlistSubmissions, address))
      .orderBy(asc(waitlistSubmissions.createdAt), asc(waitlistSubmissions.id)),
    db
      .select()
      .from(contactSubmissions)
      .where(givenUnder(contactSubmissions, address))
      .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id)),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(givenUnder(newsletterSubscriptions, address))
      .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id)),
    db
      .select({
        kind: notificationOutbox.kind,
        // A founders' notice says which form it was about; the payload itself is not shown.
        about: sql<string | null>`${notificationOutbox.payload} ->> 'type'`,
        status: notificationOutbox.status,
        createdAt: notificationOutbox.createdAt,
        sentAt: notificationOutbox.sentAt,
      })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.subjectEmail, mailbox), sql`${outboxAddress} = ${address}`))
      .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id)),
    // Where each sign-up came from: held with the sign-up, shown and erased with it.
    db
      .select({ attribution: signupAttributions })
      .from(signupAttributions)
      .innerJoin(waitlistSubmissions, eq(waitlistSubmissions.id, signupAttributions.submissionId))
      .where(givenUnder(waitlistSubmissions, address)),
  ]);
  const person = waitlist.some((row) => !row.quarantined)
    ? await db.select().from(waitlistPeople).where(eq(waitlistPeople.emailNormalised, mailbox))
    : [];
  return {
    person: person[0] ?? null,
    waitlist,
    contact,
    newsletter,
    notifications,
    attributions: new Map(
      attributions.map(({ attribution }) => [attribution.submissionId, attribution]),
    ),
  };
}

export type Held = Awaited<ReturnType<typeof findHeld>>;

/** Updates one waitlist entry, only if it was given under this address; false when none was. */
export async function updateWaitlistEntry(
  db: Database,
  address: string,
  id: number,
  values: Partial<typeof waitlistSubmissions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(waitlistSubmissions)
    .set(values)
    .where(and(eq(waitlistSubmissions.id, id), givenUnder(waitlistSubmissions, address)))
    .returning({ id: waitlistSubmissions.id });
  return rows.length > 0;
}

/**
 * The address to write to: the one asked for now, when the person gave us that spelling before;
 * else the one they last typed into any of our forms. A mailbox's spellings may differ by a +tag,
 * and where a provider has no such tags, lee+a@ is someone else's mailbox (session 54). The link
 * it carries opens only what was given under the address written to (decision 082).
 */
export async function findAddressToWrite(
  db: Database,
  emailNormalised: string,
  askedFor: string,
): Promise<string | null> {
  const spellings = await Promise.all(
    [waitlistSubmissions, contactSubmissions, newsletterSubscriptions].map((table) =>
      db
        .select({ email: table.email, createdAt: table.createdAt })
        .from(table)
        .where(and(eq(table.emailNormalised, emailNormalised), eq(table.quarantined, false))),
    ),
  );
  const typed = spellings
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => row.email);
  const asked = askedFor.trim();
  return (
    typed.find((email) => email === asked) ??
    typed.find((email) => email.toLowerCase() === asked.toLowerCase()) ??
    typed[0] ??
    null
  );
}
