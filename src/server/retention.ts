import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "./db";
import { queryRows } from "./db/query";
import { purgeUnconfirmed, queueReminders } from "./founders/lifecycle";

/**
 * The retention periods the privacy policy promises (section 5), in one place. Waitlist entries
 * are kept until 12 months after launch: the launch has no date yet, so the founders erase them
 * from the admin console; everything with a fixed period is purged here.
 */
export const retention = {
  deliveredNotificationDays: 30,
  unconfirmedNewsletterDays: 30,
  contactMessageMonths: 24,
} as const;

export interface PurgeSummary {
  /** Reminders queued for waitlist addresses still unconfirmed after a day. */
  reminders: number;
  /** Waitlist addresses never confirmed within WAITLIST_CONFIRM_DAYS, purged with their sign-ups. */
  unconfirmedWaitlist: number;
  notifications: number;
  unconfirmedNewsletter: number;
  contactMessages: number;
}

async function deleted(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with gone as (${query} returning 1) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}

export async function purgeExpired(
  db: Database,
  options: { waitlistConfirmDays: number },
): Promise<PurgeSummary> {
  return {
    reminders: await queueReminders(db),
    unconfirmedWaitlist: (await purgeUnconfirmed(db, options.waitlistConfirmDays)).length,
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
    contactMessages: await deleted(
      db,
      sql`delete from contact_submissions
          where created_at < now() - make_interval(months => ${retention.contactMessageMonths})`,
    ),
  };
}
