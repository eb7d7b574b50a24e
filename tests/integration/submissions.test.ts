import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { waitlistConfirmCopy } from "@/content/confirmation";
import { messages } from "@/lib/validation/messages";
import {
  contactSubmissions,
  newsletterSubscriptions,
  notificationOutbox,
  waitlistSubmissions,
} from "@/server/db/schema";
import { countWaitlistPeople } from "@/server/founders/places";
import {
  confirmSubscription,
  lookUpNewsletterLink,
  unsubscribe,
} from "@/server/submissions/newsletter";
import { submitContact, submitWaitlist, subscribeNewsletter } from "@/server/submissions/submit";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

describeOnDrivers("submissions", { env: { IP_RATE_LIMIT_PER_HOUR: "0" } }, ({ db }) => {
  it("stores a waitlist sign-up with the spec's columns and reads it back", async () => {
    const input = buildWaitlistInput({ email: "  Sam.Carter@Example.CO.UK " });
    const result = await submitWaitlist(input, { source: "/signup?plan=professional" });
    expect(result).toEqual({
      status: "ok",
      message: messages.waitlistSuccess,
      note: waitlistConfirmCopy.checkInbox,
    });
    const [row] = await db().select().from(waitlistSubmissions);
    expect(row).toMatchObject({
      name: "Sam Carter",
      email: "Sam.Carter@Example.CO.UK",
      emailNormalised: "sam.carter@example.co.uk",
      company: "Carter Electrical Ltd",
      trade: "electrician",
      companySize: "6-20",
      interestedPlan: "professional",
      backOfficeUsers: 2,
      fieldUsers: 8,
      currentSoftware: "Spreadsheets",
      additionalNotes: "",
      source: "/signup?plan=professional",
      quarantined: false,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("stores a contact message", async () => {
    const result = await submitContact(buildContactInput({ email: "priya@example.co.uk" }));
    expect(result).toEqual({ status: "ok", message: messages.contactSuccess });
    const rows = await db().select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "priya@example.co.uk",
      message: "Does it handle CIS deductions?",
    });
  });

  it("refuses invalid input with field errors and stores nothing", async () => {
    const result = await submitWaitlist(
      buildWaitlistInput({ trade: "astronaut", back_office_users: "none" }),
    );
    expect(result.status).toBe("invalid");
    if (result.status === "invalid") {
      expect(result.fieldErrors).toMatchObject({
        trade: expect.any(String),
        back_office_users: expect.any(String),
      });
    }
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(0);
    expect(await db().select().from(notificationOutbox)).toHaveLength(0);
  });

  it("allows 3 per normalised e-mail per 24 hours, per form", async () => {
    const email = "limit@example.co.uk";
    for (const variant of [email, " LIMIT@example.co.uk", "Limit@Example.co.uk "]) {
      expect((await submitWaitlist(buildWaitlistInput({ email: variant }))).status).toBe("ok");
    }
    expect(await submitWaitlist(buildWaitlistInput({ email }))).toEqual({
      status: "rate_limited",
      message: messages.rateLimited,
    });
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(3);
    // The contact form has its own count.
    expect((await submitContact(buildContactInput({ email }))).status).toBe("ok");
  });

  it("counts only the last 24 hours", async () => {
    const email = "old@example.co.uk";
    for (let i = 0; i < 3; i += 1) await submitWaitlist(buildWaitlistInput({ email }));
    await db().execute(
      sql`update waitlist_submissions set created_at = now() - interval '25 hours'`,
    );
    expect((await submitWaitlist(buildWaitlistInput({ email }))).status).toBe("ok");
  });

  it("stores exactly 3 of 20 simultaneous submissions with one address", async () => {
    const email = "race@example.co.uk";
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitWaitlist(buildWaitlistInput({ email }))),
    );
    expect(results.filter((result) => result.status === "ok")).toHaveLength(3);
    expect(results.filter((result) => result.status === "rate_limited")).toHaveLength(17);
    const rows = await db()
      .select()
      .from(waitlistSubmissions)
      .where(eq(waitlistSubmissions.emailNormalised, email));
    expect(rows).toHaveLength(3);
    const outbox = await db().select().from(notificationOutbox);
    expect(outbox).toHaveLength(6);
  });

  it("writes the notifications in the same transaction as the submission", async () => {
    const input = buildWaitlistInput();
    await submitWaitlist(input);
    const outbox = await db().select().from(notificationOutbox).orderBy(notificationOutbox.id);
    expect(outbox.map((row) => row.kind)).toEqual(["founder_notice", "waitlist_confirmation"]);
    expect(outbox[0]!.payload).toMatchObject({
      type: "waitlist",
      submission: {
        email: input.email,
        company: input.company,
        company_size: "6-20",
        back_office_users: 2,
      },
    });
    // The database stamps the stored row's id and time into the notice, in the ISO form the
    // webhook and the e-mail have always carried.
    const [signUp] = await db().select().from(waitlistSubmissions);
    const notice = outbox[0]!.payload as { submission: Record<string, unknown> };
    expect(notice.submission.id).toBe(signUp!.id);
    expect(notice.submission.created_at).toBe(signUp!.createdAt.toISOString());
    expect(outbox[1]!.payload).toEqual({
      to: input.email,
      name: input.name,
      emailNormalised: input.email.trim().toLowerCase(),
      // The form's fixed choices, for the recap in the e-mail (never the free text).
      trade: input.trade,
      companySize: input.company_size,
      interestedPlan: input.interested_plan,
      backOfficeUsers: input.back_office_users,
      fieldUsers: input.field_users,
      signedUpAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // If the outbox cannot be written, the submission is not stored either, and the visitor is told.
    await db().execute(sql`alter table notification_outbox rename to notification_outbox_away`);
    try {
      const failed = await submitWaitlist(buildWaitlistInput({ email: "atomic@example.co.uk" }));
      expect(failed).toEqual({ status: "failed", message: messages.waitlistFailed });
      const contact = await submitContact(buildContactInput());
      expect(contact).toEqual({ status: "failed", message: messages.generic });
    } finally {
      await db().execute(sql`alter table notification_outbox_away rename to notification_outbox`);
    }
    const stored = await db()
      .select()
      .from(waitlistSubmissions)
      .where(eq(waitlistSubmissions.emailNormalised, "atomic@example.co.uk"));
    expect(stored).toHaveLength(0);
    expect(await db().select().from(contactSubmissions)).toHaveLength(0);
  });

  it("quarantines a tripped honeypot or a too-fast form: normal answer, kept, not notified or counted", async () => {
    const email = "bot@example.co.uk";
    const viaHoneypot = await submitWaitlist(buildWaitlistInput({ email }), {
      honeypot: "http://spam",
    });
    const tooFast = await submitContact(buildContactInput({ email }), {
      startedAt: Date.now() - 200,
    });
    expect(viaHoneypot).toEqual({
      status: "ok",
      message: messages.waitlistSuccess,
      note: waitlistConfirmCopy.checkInbox,
    });
    expect(tooFast).toEqual({ status: "ok", message: messages.contactSuccess });
    const [waitlistRow] = await db().select().from(waitlistSubmissions);
    const [contactRow] = await db().select().from(contactSubmissions);
    expect(waitlistRow!.quarantined).toBe(true);
    expect(contactRow!.quarantined).toBe(true);
    expect(await db().select().from(notificationOutbox)).toHaveLength(0);
    expect(await countWaitlistPeople(db())).toBe(0);
    // A real person with that address is not blocked by the quarantined rows.
    for (let i = 0; i < 3; i += 1)
      expect((await submitWaitlist(buildWaitlistInput({ email }))).status).toBe("ok");
  });

  it("keeps a salted hash of the client address, never the address", async () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.9" });
    await submitWaitlist(buildWaitlistInput(), { headers });
    await submitContact(buildContactInput(), { headers });
    const [waitlistRow] = await db().select().from(waitlistSubmissions);
    const [contactRow] = await db().select().from(contactSubmissions);
    expect(waitlistRow!.ipHash).toMatch(/^[\w-]{32}$/);
    expect(waitlistRow!.ipHash).toBe(contactRow!.ipHash);
    const everything = JSON.stringify(await db().execute(sql`select * from waitlist_submissions`));
    expect(everything).not.toContain("203.0.113.9");
  });

  it("counts people by mailbox: case, +tags and Gmail dots are one person", async () => {
    await submitWaitlist(buildWaitlistInput({ email: "first@example.co.uk" }));
    await submitWaitlist(buildWaitlistInput({ email: "second@example.co.uk" }));
    await submitWaitlist(buildWaitlistInput({ email: "FIRST+tag@example.co.uk" }));
    await submitWaitlist(buildWaitlistInput({ email: "sam.fixer@gmail.com" }));
    expect(await countWaitlistPeople(db())).toBe(3);
    await submitWaitlist(buildWaitlistInput({ email: "SamFixer+2@googlemail.com" }));
    expect(await countWaitlistPeople(db())).toBe(3);
  });

  it("runs the newsletter's double opt-in and one-click unsubscribe", async () => {
    const result = await subscribeNewsletter({ email: "News@Example.co.uk" });
    expect(result).toEqual({ status: "ok", message: messages.newsletterSuccess });
    const [pending] = await db().select().from(newsletterSubscriptions);
    expect(pending).toMatchObject({ status: "pending", emailNormalised: "news@example.co.uk" });
    expect(pending!.consentText).toMatch(/newsletter/);
    const [outbox] = await db().select().from(notificationOutbox);
    expect(outbox).toMatchObject({
      kind: "newsletter_confirmation",
      payload: { confirmToken: pending!.confirmToken },
    });

    expect(await confirmSubscription("wrong-token")).toBe("invalid");
    expect(await lookUpNewsletterLink("confirm", pending!.confirmToken)).toBe("pending");
    expect(await lookUpNewsletterLink("unsubscribe", pending!.unsubscribeToken)).toBe("subscribed");
    expect(await lookUpNewsletterLink("confirm", pending!.unsubscribeToken)).toBeNull();
    expect(await confirmSubscription(pending!.confirmToken)).toBe("confirmed");
    expect(await lookUpNewsletterLink("confirm", pending!.confirmToken)).toBe("confirmed");
    expect(await confirmSubscription(pending!.confirmToken)).toBe("confirmed");
    const [confirmed] = await db().select().from(newsletterSubscriptions);
    expect(confirmed!.status).toBe("confirmed");
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

    // Subscribing again once confirmed sends nothing new.
    await subscribeNewsletter({ email: "news@example.co.uk" });
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(1);

    expect(await unsubscribe(pending!.unsubscribeToken)).toBe("unsubscribed");
    const [gone] = await db().select().from(newsletterSubscriptions);
    expect(gone!.status).toBe("unsubscribed");
    // The links' pages now say so, rather than offer a button that answers "already used".
    expect(await lookUpNewsletterLink("confirm", pending!.confirmToken)).toBe("unsubscribed");
    expect(await lookUpNewsletterLink("unsubscribe", pending!.unsubscribeToken)).toBe(
      "unsubscribed",
    );
    expect(await confirmSubscription(pending!.confirmToken)).toBe("invalid");

    // Subscribed again and confirmed: the first link's page says subscribed, not "unsubscribed".
    await db().execute(
      sql`update newsletter_subscriptions set created_at = now() - interval '1 day'`,
    );
    await subscribeNewsletter({ email: "news@example.co.uk" });
    const again = (await db().select().from(newsletterSubscriptions)).find(
      (row) => row.status === "pending",
    );
    expect(await confirmSubscription(again!.confirmToken)).toBe("confirmed");
    expect(await lookUpNewsletterLink("confirm", pending!.confirmToken)).toBe("confirmed");
    expect(await lookUpNewsletterLink("unsubscribe", pending!.unsubscribeToken)).toBe("subscribed");
  });

  it("takes the newsletter box sent twice in a moment as one subscription, and a later ask as new", async () => {
    const email = "twice@example.co.uk";
    const confirmations = async () =>
      (await db().select().from(notificationOutbox)).filter(
        (row) => row.kind === "newsletter_confirmation" && row.subjectEmail === email,
      );
    for (let i = 0; i < 2; i += 1)
      expect(await subscribeNewsletter({ email })).toEqual({
        status: "ok",
        message: messages.newsletterSuccess,
      });
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(1);
    expect(await confirmations()).toHaveLength(1);

    // Two minutes on, the first e-mail not found: asking again sends a new one.
    await db().execute(
      sql`update newsletter_subscriptions set created_at = now() - interval '2 minutes'`,
    );
    expect((await subscribeNewsletter({ email })).status).toBe("ok");
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(2);
    expect(await confirmations()).toHaveLength(2);
    // All three sends counted towards the day's three, the repeat too: a fourth is refused.
    expect((await subscribeNewsletter({ email })).status).toBe("rate_limited");
  });

  it("applies the same rate limit to the newsletter", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await subscribeNewsletter({ email: "n@example.co.uk" })).status).toBe("ok");
    expect((await subscribeNewsletter({ email: "n@example.co.uk" })).status).toBe("rate_limited");
  });
});
