import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "./db";
import { queryRows } from "./db/query";
import { purgeUnconfirmed, queueReminders } from "./founders/lifecycle";
import { pruneThrottle } from "./submissions/throttle";

/**
 * The retention periods the privacy policy promises (section 5), in one place. Waitlist entries
 * are kept until 12 months after launch: the launch has no date yet, so the founders erase them
 * from the admin console; everything with a fixed period is purged here.
 */
export const retention = {
  deliveredNotificationDays: 30,
  unconfirmedNewsletterDays: 30,
  /**
   * An unsubscribed address goes a month after it left: until then an old link's page still
   * says "unsubscribed" rather than "not valid" (the policy: "until you unsubscribe").
   */
  unsubscribedNewsletterDays: 30,
  contactMessageMonths: 24,
  /** Submissions that tripped the honeypot or the minimum fill time (decision 005). */
  quarantinedDays: 30,
  /**
   * How long a deleted row can outlive its deletion: in the database's files until the space is
   * reused, and in the operator's backups, which must be rotated within this (README, Security).
   */
  backupDays: 35,
  /** Newsletter attempts only feed the 24-hour limit. */
  newsletterAttemptHours: 24,
} as const;

export interface PurgeSummary {
  /** Reminders queued for waitlist addresses still unconfirmed after a day. */
  reminders: number;
  /** Waitlist addresses never confirmed within WAITLIST_CONFIRM_DAYS, purged with their sign-ups. */
  unconfirmedWaitlist: number;
  notifications: number;
  unconfirmedNewsletter: number;
  unsubscribedNewsletter: number;
  contactMessages: number;
  quarantined: number;
}

async function deleted(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with gone as (${query} returning 1) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}

export interface PurgeOptions {
  waitlistConfirmDays: number;
  /** Removes the mail files written about a purged address (the file transport's), if any. */
  removeMail?: (emailNormalised: string) => Promise<unknown>;
}

export async function purgeExpired(db: Database, options: PurgeOptions): Promise<PurgeSummary> {
  await purgeCounters(db);
  const unconfirmed = await purgeUnconfirmed(db, options.waitlistConfirmDays);
  for (const email of unconfirmed) await options.removeMail?.(email);
  return {
    reminders: await queueReminders(db),
    unconfirmedWaitlist: unconfirmed.length,
    notifications: await deleted(
      db,
      sql`delete from notification_outbox
          where status = 'sent' and sent_at < now() - make_interval(days => ${retention.deliveredNotificationDays})`,
    ),
    unconfirmedNewsletter: await deleted(
      db,
      sql`delete from newsletter_subscriptions
          where status = 'pending' and created_at < now() - make_interval(days => ${retention.unconfirmedNewsletterDays})`,
    ),
    unsubscribedNewsletter: await deleted(
      db,
      sql`delete from newsletter_subscriptions
          where status = 'unsubscribed' and unsubscribed_at < now() - make_interval(days => ${retention.unsubscribedNewsletterDays})`,
    ),
    contactMessages: await deleted(
      db,
      sql`delete from contact_submissions
          where created_at < now() - make_interval(months => ${retention.contactMessageMonths})`,
    ),
    quarantined: await purgeQuarantined(db),
  };
}

async function purgeQuarantined(db: Database): Promise<number> {
  let total = 0;
  for (const table of ["waitlist_submissions", "contact_submissions", "newsletter_subscriptions"]) {
    total += await deleted(
      db,
      sql`delete from ${sql.identifier(table)}
          where quarantined and created_at < now() - make_interval(days => ${retention.quarantinedDays})`,
    );
  }
  return total;
}

/** The throttle's and the newsletter limit's counters: nothing in them is read again. */
async function purgeCounters(db: Database) {
  await db.execute(pruneThrottle());
  await db.execute(
    sql`delete from newsletter_attempts
        where created_at < now() - make_interval(hours => ${retention.newsletterAttemptHours})`,
  );
}
