import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import {
  contactSubmissions,
  newsletterSubscriptions,
  notificationOutbox,
} from "@/server/db/schema";
import { purgeExpired } from "@/server/retention";
import { submitContact, subscribeNewsletter } from "@/server/submissions/submit";

import { buildContactInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

// The tests build on each other's rows.
const options = {
  env: { IP_RATE_LIMIT_PER_HOUR: "0" },
  resetEachTest: false,
};

describeOnDrivers("retention purge", options, ({ db }) => {
  it("deletes what the privacy policy no longer keeps, and nothing else", async () => {
    await submitContact(buildContactInput({ email: "old@example.co.uk" }));
    await submitContact(buildContactInput({ email: "recent@example.co.uk" }));
    await subscribeNewsletter({ email: "stale@example.co.uk" });
    await subscribeNewsletter({ email: "fresh@example.co.uk" });
    // Unsubscribed a month ago, and yesterday: the policy keeps an address until it unsubscribes.
    await subscribeNewsletter({ email: "left@example.co.uk" });
    await subscribeNewsletter({ email: "leaving@example.co.uk" });
    await db().execute(
      sql`update newsletter_subscriptions set status = 'unsubscribed', unsubscribed_at = now() - interval '31 days' where email = 'left@example.co.uk'`,
    );
    await db().execute(
      sql`update newsletter_subscriptions set status = 'unsubscribed', unsubscribed_at = now() - interval '1 day' where email = 'leaving@example.co.uk'`,
    );
    await db().execute(
      sql`update contact_submissions set created_at = now() - interval '25 months' where email = 'old@example.co.uk'`,
    );
    await db().execute(
      sql`update newsletter_subscriptions set created_at = now() - interval '31 days' where email = 'stale@example.co.uk'`,
    );
    await db().execute(
      sql`update notification_outbox set status = 'sent', sent_at = now() - interval '31 days' where subject_email = 'old@example.co.uk'`,
    );
    await db().execute(
      sql`update notification_outbox set status = 'sent', sent_at = now() - interval '2 days' where subject_email = 'recent@example.co.uk'`,
    );

    expect(await purgeExpired(db(), { waitlistConfirmDays: 7 })).toEqual({
      reminders: 0,
      unconfirmedWaitlist: 0,
      // The old message's founders' notice and its acknowledgement.
      notifications: 2,
      unconfirmedNewsletter: 1,
      unsubscribedNewsletter: 1,
      contactMessages: 1,
      quarantined: 0,
    });
    expect((await db().select().from(contactSubmissions)).map((row) => row.email)).toEqual([
      "recent@example.co.uk",
    ]);
    expect(
      (await db().select().from(newsletterSubscriptions)).map((row) => row.email).sort(),
    ).toEqual(["fresh@example.co.uk", "leaving@example.co.uk"]);
    const outbox = await db().select().from(notificationOutbox);
    expect(outbox.map((row) => row.subjectEmail).sort()).toEqual([
      "fresh@example.co.uk",
      "leaving@example.co.uk",
      "left@example.co.uk",
      "recent@example.co.uk",
      "recent@example.co.uk",
      "stale@example.co.uk",
    ]);
    expect(await purgeExpired(db(), { waitlistConfirmDays: 7 })).toEqual({
      reminders: 0,
      unconfirmedWaitlist: 0,
      notifications: 0,
      unconfirmedNewsletter: 0,
      unsubscribedNewsletter: 0,
      contactMessages: 0,
      quarantined: 0,
    });
  });
});
