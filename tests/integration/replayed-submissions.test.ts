import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { waitlistConfirmCopy } from "@/content/confirmation";
import { messages } from "@/lib/validation/messages";
import { contactSubmissions, notificationOutbox, waitlistSubmissions } from "@/server/db/schema";
import { countWaitlistPeople } from "@/server/founders/places";
import { submitContact, submitWaitlist } from "@/server/submissions/submit";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

// Decision 059: the same fill sent again after its answer was lost is stored once.
const fill = (n: number) => `fill-${String(n).padStart(12, "0")}`;
const joined = {
  status: "ok",
  message: messages.waitlistSuccess,
  note: waitlistConfirmCopy.checkInbox,
};

describeOnDrivers("a fill sent again", { env: { IP_RATE_LIMIT_PER_HOUR: "0" } }, ({ db }) => {
  const stored = (email: string) =>
    db().select().from(waitlistSubmissions).where(eq(waitlistSubmissions.emailNormalised, email));
  const kinds = async () =>
    (await db().select().from(notificationOutbox).orderBy(notificationOutbox.id)).map(
      (row) => row.kind,
    );

  it("answers the repeat as the first send and stores, notifies and e-mails once", async () => {
    const input = buildWaitlistInput({ email: "again@example.co.uk" });
    expect(await submitWaitlist(input, { fillKey: fill(1) })).toEqual(joined);
    expect(await submitWaitlist({ ...input }, { fillKey: fill(1) })).toEqual(joined);
    expect(await stored("again@example.co.uk")).toHaveLength(1);
    expect(await kinds()).toEqual(["founder_notice", "waitlist_confirmation"]);
    expect(await countWaitlistPeople(db())).toBe(1);
  });

  it("stores one of five copies of a fill sent at once", async () => {
    const input = buildWaitlistInput({ email: "burst@example.co.uk" });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submitWaitlist(input, { fillKey: fill(2) })),
    );
    expect(results).toEqual(Array.from({ length: 5 }, () => joined));
    expect(await stored("burst@example.co.uk")).toHaveLength(1);
    expect(await kinds()).toHaveLength(2);
  });

  it("stores a fill edited before it is sent again, and a new fill of the same words", async () => {
    const input = buildWaitlistInput({ email: "edit@example.co.uk" });
    await submitWaitlist(input, { fillKey: fill(3) });
    await submitWaitlist({ ...input, additional_notes: "Two vans" }, { fillKey: fill(3) });
    await submitWaitlist(input, { fillKey: fill(4) });
    expect(await stored("edit@example.co.uk")).toHaveLength(3);
  });

  it("counts sends without a key as the specification does: the fourth is refused", async () => {
    const input = buildWaitlistInput({ email: "plain@example.co.uk" });
    for (let i = 0; i < 3; i += 1) expect((await submitWaitlist(input)).status).toBe("ok");
    expect((await submitWaitlist(input)).status).toBe("rate_limited");
    expect(await stored("plain@example.co.uk")).toHaveLength(3);
  });

  it("answers a repeat of a stored fill even at the day's limit, and refuses a new one", async () => {
    const email = "full@example.co.uk";
    for (let i = 5; i < 8; i += 1)
      await submitWaitlist(buildWaitlistInput({ email }), { fillKey: fill(i) });
    expect(await submitWaitlist(buildWaitlistInput({ email }), { fillKey: fill(7) })).toEqual(
      joined,
    );
    expect((await submitWaitlist(buildWaitlistInput({ email }), { fillKey: fill(8) })).status).toBe(
      "rate_limited",
    );
    expect(await stored(email)).toHaveLength(3);
  });

  it("stores the fill again once the first is older than the day's window", async () => {
    const input = buildWaitlistInput({ email: "later@example.co.uk" });
    await submitWaitlist(input, { fillKey: fill(9) });
    await db().execute(
      sql`update waitlist_submissions set created_at = now() - interval '25 hours'`,
    );
    await submitWaitlist(input, { fillKey: fill(9) });
    expect(await stored("later@example.co.uk")).toHaveLength(2);
  });

  it("keeps a quarantined send out of it: a bot's copy neither counts as the first nor is matched", async () => {
    const input = buildWaitlistInput({ email: "trap@example.co.uk" });
    await submitWaitlist(input, { fillKey: fill(10), honeypot: "x" });
    await submitWaitlist(input, { fillKey: fill(10) });
    const rows = await stored("trap@example.co.uk");
    expect(rows.map((row) => row.quarantined).sort()).toEqual([false, true]);
    expect(rows.find((row) => row.quarantined)!.replayKey).toBeNull();
  });

  it("does the same for a message to the founders", async () => {
    const input = buildContactInput({ email: "ask@example.co.uk" });
    for (let i = 0; i < 2; i += 1)
      expect(await submitContact(input, { fillKey: fill(11) })).toEqual({
        status: "ok",
        message: messages.contactSuccess,
      });
    expect(await db().select().from(contactSubmissions)).toHaveLength(1);
    expect(await kinds()).toEqual(["founder_notice", "contact_acknowledgement"]);
  });
  // Decision 073: the page's own form posted before or without its scripts has no key of its own.
  describe("a form posted without its scripts", () => {
    const posted = { postedWithoutScripts: true };

    it("is named by its fields: sent again within half an hour, stored, notified and e-mailed once", async () => {
      const input = buildWaitlistInput({ email: "plain-again@example.co.uk" });
      expect(await submitWaitlist(input, posted)).toEqual(joined);
      expect(await submitWaitlist({ ...input }, posted)).toEqual(joined);
      expect(await stored("plain-again@example.co.uk")).toHaveLength(1);
      expect(await kinds()).toEqual(["founder_notice", "waitlist_confirmation"]);
    });

    it("stores one of five copies posted at once", async () => {
      const input = buildWaitlistInput({ email: "plain-burst@example.co.uk" });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => submitWaitlist(input, posted)),
      );
      expect(results).toEqual(Array.from({ length: 5 }, () => joined));
      expect(await stored("plain-burst@example.co.uk")).toHaveLength(1);
    });

    it("stores other answers, and the same answers once the first is half an hour old", async () => {
      const email = "plain-later@example.co.uk";
      const input = buildWaitlistInput({ email });
      await submitWaitlist(input, posted);
      await submitWaitlist({ ...input, additional_notes: "Two vans" }, posted);
      expect(await stored(email)).toHaveLength(2);
      await db().execute(
        sql`update waitlist_submissions set created_at = now() - interval '31 minutes'`,
      );
      await submitWaitlist(input, posted);
      expect(await stored(email)).toHaveLength(3);
      // The day's limit still holds: a fourth set of answers is refused.
      const fourth = await submitWaitlist({ ...input, additional_notes: "Three vans" }, posted);
      expect(fourth.status).toBe("rate_limited");
    });

    it("is not matched by a keyed fill or a JSON send of the same answers, nor matches them", async () => {
      const input = buildWaitlistInput({ email: "plain-mixed@example.co.uk" });
      await submitWaitlist(input, posted);
      await submitWaitlist(input, { fillKey: fill(12) });
      await submitWaitlist(input);
      expect(await stored("plain-mixed@example.co.uk")).toHaveLength(3);
    });

    it("does the same for a message to the founders", async () => {
      const input = buildContactInput({ email: "plain-ask@example.co.uk" });
      for (let i = 0; i < 2; i += 1) expect((await submitContact(input, posted)).status).toBe("ok");
      expect(await db().select().from(contactSubmissions)).toHaveLength(1);
      expect(await kinds()).toEqual(["founder_notice", "contact_acknowledgement"]);
    });
  });
});
