import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "../db";
import {
  contactSubmissions,
  newsletterSubscriptions,
  notificationOutbox,
  signupAttributions,
  waitlistPeople,
  waitlistSubmissions,
} from "../db/schema";

/** The only file under people/ that knows the tables: everything held, keyed on the mailbox. */
export async function findHeld(db: Database, emailNormalised: string) {
  const [person, waitlist, contact, newsletter, notifications, attributions] = await Promise.all([
    db.select().from(waitlistPeople).where(eq(waitlistPeople.emailNormalised, emailNormalised)),
    db
      .select()
      .from(waitlistSubmissions)
      .where(eq(waitlistSubmissions.emailNormalised, emailNormalised))
      .orderBy(asc(waitlistSubmissions.createdAt), asc(waitlistSubmissions.id)),
    db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.emailNormalised, emailNormalised))
      .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id)),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailNormalised, emailNormalised))
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
      .where(eq(notificationOutbox.subjectEmail, emailNormalised))
      .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id)),
    // Where each sign-up came from (issue 18): held with the sign-up, shown and erased with it.
    db
      .select({ attribution: signupAttributions })
      .from(signupAttributions)
      .innerJoin(waitlistSubmissions, eq(waitlistSubmissions.id, signupAttributions.submissionId))
      .where(eq(waitlistSubmissions.emailNormalised, emailNormalised)),
  ]);
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

/** Updates one waitlist entry, only if it belongs to this mailbox; false when none did. */
export async function updateWaitlistEntry(
  db: Database,
  emailNormalised: string,
  id: number,
  values: Partial<typeof waitlistSubmissions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(waitlistSubmissions)
    .set(values)
    .where(
      and(eq(waitlistSubmissions.id, id), eq(waitlistSubmissions.emailNormalised, emailNormalised)),
    )
    .returning({ id: waitlistSubmissions.id });
  return rows.length > 0;
}

/**
 * The address to write to: the one asked for now, when the person gave us that spelling before;
 * else the one they last typed into any of our forms. A mailbox's spellings may differ by a +tag,
 * and where a provider has no such tags, lee+a@ is someone else's mailbox (session 54).
 */
export async function findAddressToWrite(
  db: Database,
  emailNormalised: string,
  askedFor: string,
): Promise<string | null> {
  const held = await findHeld(db, emailNormalised);
  const typed = [...held.waitlist, ...held.contact, ...held.newsletter]
    .filter((row) => !row.quarantined)
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
