import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { queryRows } from "@/server/db/query";
import {
  contactSubmissions,
  newsletterSubscriptions,
  notificationOutbox,
  waitlistPeople,
  waitlistSubmissions,
} from "@/server/db/schema";
import { confirmPerson, findPersonByEmail } from "@/server/founders/confirmation";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { getPersonalData } from "@/server/people/data";
import { handleCorrection, handleErasure, handleUnsubscribe } from "@/server/people/handlers";
import { openPersonalLink } from "@/server/people/open-link";
import { eraseEverythingAbout } from "@/server/people/erasure";
import { personalPageUrl } from "@/server/personal-link";
import { submitContact, submitWaitlist, subscribeNewsletter } from "@/server/submissions/submit";

import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { personalPagePost, tokenOf } from "../factories/personal-page";
import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

const done = (response: Response) =>
  new URL(response.headers.get("location")!, "http://x").searchParams.get("done");

const options = {
  env: {
    SITE_SECRET: "address-link-secret-0123456789abcdef-0123456789",
    IP_RATE_LIMIT_PER_HOUR: "0",
  },
};

/**
 * Decision 082: a personal link reaches only what was given under the address it was delivered
 * to. `lee+boss@firm.test` shares `lee@firm.test`'s mailbox for places and limits, but where `+`
 * is not sub-addressing (or a catch-all reaches someone else) it is another person.
 */
describeOnDrivers("a personal link reaches only its own address", options, ({ db }) => {
  /** lee@firm.test: a founder place and a message; returns the place's holder. */
  async function leeHoldsAPlace() {
    expect((await submitWaitlist(buildWaitlistInput({ email: "lee@firm.test" }))).status).toBe(
      "ok",
    );
    await submitContact(
      buildContactInput({ email: "lee@firm.test", message: "Private note from Lee." }),
    );
    const person = (await findPersonByEmail(db(), "lee@firm.test"))!;
    expect(await confirmPerson(db(), person)).toMatchObject({ place: 1 });
  }

  /** Delivers the outbox; the personal link in the one e-mail sent to `to`. */
  async function linkMailedTo(to: string) {
    const transport = recordingTransport();
    await new Dispatcher(async () => db(), dispatcherOptions({ transport })).drain();
    const mail = transport.sent.find((message) => message.to.includes(to));
    expect(mail, `an e-mail to ${to}`).toBeDefined();
    return tokenOf(mail!.text.match(/http:\/\/localhost:3000\/my-data\/view\?token=[\w-]+/)![0]);
  }

  it("a newsletter link mailed to lee+boss@ shows, corrects and erases nothing of lee@", async () => {
    await leeHoldsAPlace();
    expect((await subscribeNewsletter({ email: "lee+boss@firm.test" })).status).toBe("ok");
    const token = await linkMailedTo("lee+boss@firm.test");

    expect(await openPersonalLink(token)).toEqual({ status: "open", email: "lee+boss@firm.test" });
    const data = await getPersonalData("lee+boss@firm.test");
    expect(data.newsletter.map((row) => row.email)).toEqual(["lee+boss@firm.test"]);
    expect(data).toMatchObject({ waitlist: [], contact: [], founder_place: null });
    expect(JSON.stringify(data)).not.toMatch(/lee@firm\.test|Private note/);

    const [lees] = await db().select().from(waitlistSubmissions);
    const corrected = await handleCorrection(
      personalPagePost("/my-data/correct", {
        token,
        entry: String(lees!.id),
        name: "Taken Over",
        company: "Not Lee Ltd",
        trade: "plumber",
        company_size: "1-5",
        interested_plan: "starter",
        back_office_users: "1",
        field_users: "1",
      }),
    );
    expect(done(corrected)).toBe("missing");

    const erased = await handleErasure(
      personalPagePost("/my-data/erase", { token, confirm: "yes", understood: "on" }),
    );
    expect(done(erased)).toBe("deleted");
    expect(await db().select().from(newsletterSubscriptions)).toEqual([]);
    expect(await db().select().from(waitlistSubmissions)).toMatchObject([
      { email: "lee@firm.test", company: lees!.company },
    ]);
    expect(await db().select().from(contactSubmissions)).toHaveLength(1);
    expect(await findPersonByEmail(db(), "lee@firm.test")).toMatchObject({ founderPlace: 1 });
    // lee@'s own e-mails (acknowledgement, founders' notices) are still queued or kept.
    const left = await queryRows<{ to: string | null }>(
      db(),
      sql`select coalesce(payload ->> 'to', payload #>> '{submission,email}') as to
          from notification_outbox`,
    );
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.to === "lee@firm.test")).toBe(true);

    // The erasure closed lee+boss's link, not lee's.
    expect(await openPersonalLink(token)).toEqual({ status: "closed" });
    const lee = tokenOf(personalPageUrl("lee@firm.test", new Date(Date.now() - 1000)));
    expect(await openPersonalLink(lee)).toEqual({ status: "open", email: "lee@firm.test" });
  });

  it("matches the address in any letter case, as mail is delivered", async () => {
    await subscribeNewsletter({ email: "Sam.Kay@Firm.test" });
    await submitContact(buildContactInput({ email: "sam.kay@firm.TEST" }));
    await submitContact(buildContactInput({ email: "sam.kay+x@firm.test" }));
    const token = await linkMailedTo("Sam.Kay@Firm.test");
    expect(await openPersonalLink(token)).toEqual({ status: "open", email: "sam.kay@firm.test" });
    const data = await getPersonalData("sam.kay@firm.test");
    expect(data.newsletter).toHaveLength(1);
    expect(data.contact.map((row) => row.email)).toEqual(["sam.kay@firm.TEST"]);
  });

  it("one founder place per mailbox: erasing one spelling keeps it while another signed up", async () => {
    await leeHoldsAPlace();
    await submitWaitlist(buildWaitlistInput({ email: "lee+boss@firm.test", company: "Boss Ltd" }));
    // lee+boss@ signed up to the same mailbox: the place its confirmation e-mail spoke of.
    const boss = await getPersonalData("lee+boss@firm.test");
    expect(boss.waitlist.map((row) => row.company)).toEqual(["Boss Ltd"]);
    expect(boss.founder_place).toMatchObject({ confirmed: true, place: 1 });

    const result = await eraseEverythingAbout("lee+boss@firm.test", "person");
    expect(result?.counts).toMatchObject({ waitlist: 1, contact: 0, people: 0 });
    expect(await findPersonByEmail(db(), "lee@firm.test")).toMatchObject({ founderPlace: 1 });

    // The last sign-up of the mailbox goes with the place.
    expect((await eraseEverythingAbout("lee@firm.test", "person"))?.counts).toMatchObject({
      waitlist: 1,
      contact: 1,
      people: 1,
    });
    expect(await db().select().from(waitlistPeople)).toEqual([]);
  });

  it("the page's unsubscribe button ends only its own address's subscription", async () => {
    await subscribeNewsletter({ email: "lee@firm.test" });
    await submitContact(buildContactInput({ email: "lee+boss@firm.test" }));
    const token = await linkMailedTo("lee+boss@firm.test");
    expect(done(await handleUnsubscribe(personalPagePost("/my-data/unsubscribe", { token })))).toBe(
      "unsubscribed",
    );
    const [subscription] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "lee@firm.test"));
    expect(subscription?.status).toBe("pending");
  });

  it("the console's erasure still takes the whole mailbox, and closes every spelling's link", async () => {
    await leeHoldsAPlace();
    await subscribeNewsletter({ email: "lee+boss@firm.test" });
    const boss = await linkMailedTo("lee+boss@firm.test");
    const result = await eraseEverythingAbout("lee@firm.test", "admin");
    expect(result?.counts).toMatchObject({ waitlist: 1, contact: 1, newsletter: 1, people: 1 });
    expect(await db().select().from(notificationOutbox)).toEqual([]);
    expect(await openPersonalLink(boss)).toEqual({ status: "closed" });
  });
});
