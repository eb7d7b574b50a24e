import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/query";
import { founderInvitations, notificationOutbox } from "@/server/db/schema";
import { confirmByToken } from "@/server/founders/confirmation";
import { confirmationToken } from "@/server/founders/token";
import {
  inviteNextFounders,
  queueInvitationReminders,
  runInvitationRound,
} from "@/server/founders/invitations";
import { parseCode } from "@/server/founders/code-format";
import { redeemFounderCode } from "@/server/founders/redeem";
import type { MailMessage } from "@/server/notifications/transports";
import { eraseEverythingAbout } from "@/server/people/erasure";

import { codeIn, deliverAll, invitationMails, mailTo, seedFounders } from "../factories/founders";
import { describeOnDrivers } from "../setup/test-database";

const deliver = deliverAll;

const recipients = (mails: MailMessage[]) =>
  mails
    .map((mail) => mail.to)
    .flat()
    .sort();

async function invitedPlaces(db: Database) {
  const rows = await db.select().from(founderInvitations);
  return rows.map((row) => row.place).sort((a, b) => a - b);
}

const options = {
  env: {
    SITE_SECRET: "founder-invitations-test-secret-0123456789",
    FOUNDER_CODE_DAYS: "30",
    FOUNDER_REMINDER_DAYS: "7",
  },
};

describeOnDrivers("founder invitations", options, ({ db }) => {
  it("invites the next N in place order, each holder once, with a code only the e-mail holds", async () => {
    await seedFounders(db(), 5);
    expect(await inviteNextFounders(db(), 2)).toEqual([1, 2]);
    expect(await inviteNextFounders(db(), 2)).toEqual([3, 4]);
    expect(await inviteNextFounders(db(), 10)).toEqual([5]);
    expect(await inviteNextFounders(db(), 10)).toEqual([]);

    const mails = invitationMails(await deliver(db()));
    expect(recipients(mails)).toEqual([1, 2, 3, 4, 5].map((n) => `f${n}@example.co.uk`));
    const codes = mails.map(codeIn);
    expect(new Set(codes).size).toBe(5);
    const first = mailTo(mails, 1);
    expect(first.subject).toBe("Your Grafter founder invitation: place 1 of 100");
    expect(first.html).toContain(codeIn(first));
    expect(first.text).toContain("£15.60 per back-office user and £0.40 per field user a month");
    // Neither the invitations nor the outbox hold a code: only a hash of it.
    const stored = JSON.stringify([
      await db().select().from(founderInvitations),
      await db().select().from(notificationOutbox),
    ]);
    for (const code of codes) expect(stored).not.toContain(parseCode(code!)!);
  });

  it("invitation runs at once invite every place exactly once", async () => {
    await seedFounders(db(), 12);
    const runs = await Promise.all([1, 2, 3, 4].map(() => inviteNextFounders(db(), 4)));
    const places = runs.flat().sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const [outbox] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from notification_outbox where kind = 'founder_invitation'`,
    );
    expect(Number(outbox!.count)).toBe(12);
  });

  it("never moves or takes away the place number a founder holds", async () => {
    await seedFounders(db(), 2);
    await expect(
      db().execute(sql`update waitlist_people set founder_place = 9 where founder_place = 1`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update waitlist_people set founder_place = null where founder_place = 2`),
    ).rejects.toThrow();
    const rows = await queryRows<{ place: number }>(
      db(),
      sql`select founder_place as place from waitlist_people order by founder_place`,
    );
    expect(rows.map((row) => Number(row.place))).toEqual([1, 2]);
  });

  it("a place passed on after invitations went out: the first in line is invited in turn", async () => {
    await seedFounders(db(), 100, 2);
    expect(await inviteNextFounders(db(), 100)).toHaveLength(100);
    await deliver(db());

    await eraseEverythingAbout("f3@example.co.uk");
    const [passed] = await queryRows<{ email: string; place: number }>(
      db(),
      sql`select p.email_normalised as email, i.place from founder_invitations i
          join waitlist_people p on p.id = i.person_id where i.place = 3`,
    );
    // The first in line (f101, confirmed first after the places ran out) holds place 3, invited.
    expect(passed).toMatchObject({ email: "f101@example.co.uk", place: 3 });
    const mails = invitationMails(await deliver(db()));
    expect(mails.map((mail) => mail.to).flat()).toEqual(["f101@example.co.uk"]);
    expect(mails[0]!.subject).toContain("place 3 of 100");
  });

  it("a place passed on beyond the places invited waits its turn, then goes in order", async () => {
    await seedFounders(db(), 100, 1);
    expect(await inviteNextFounders(db(), 2)).toEqual([1, 2]);
    await eraseEverythingAbout("f50@example.co.uk");
    expect(await invitedPlaces(db())).toEqual([1, 2]);
    const next = await inviteNextFounders(db(), 48);
    expect(next).toEqual(Array.from({ length: 48 }, (_, i) => i + 3));
    const [holder] = await queryRows<{ email: string }>(
      db(),
      sql`select p.email_normalised as email from founder_invitations i
          join waitlist_people p on p.id = i.person_id where i.place = 50`,
    );
    expect(holder!.email).toBe("f101@example.co.uk");
  });

  it("a released place nobody waits for goes to the next to confirm, invited if behind", async () => {
    await seedFounders(db(), 4);
    await inviteNextFounders(db(), 4);
    await eraseEverythingAbout("f1@example.co.uk");
    await db().execute(sql`
      insert into waitlist_submissions (name, email, email_normalised, company, trade, company_size,
        interested_plan, back_office_users, field_users, source)
      values ('New Comer', 'new@example.co.uk', 'new@example.co.uk', 'Newco', 'plumber', '1',
              'starter', 1, 0, '/signup')`);
    const [person] = await queryRows<{ id: number }>(
      db(),
      sql`insert into waitlist_people (email_normalised) values ('new@example.co.uk') returning id`,
    );
    const outcome = await confirmByToken(
      confirmationToken({ id: Number(person!.id), emailNormalised: "new@example.co.uk" }),
    );
    expect(outcome).toMatchObject({ status: "confirmed", state: { place: 1 } });
    expect(await invitedPlaces(db())).toEqual([1, 2, 3, 4]);
    const mails = invitationMails(await deliver(db()));
    expect(mails.map((mail) => mail.to).flat()).toContain("new@example.co.uk");
  });

  it("reminds once after FOUNDER_REMINDER_DAYS, only while unredeemed and unexpired", async () => {
    await seedFounders(db(), 4);
    await inviteNextFounders(db(), 4);
    const firstMails = invitationMails(await deliver(db()));
    expect(await queueInvitationReminders(db())).toBe(0);
    await db().execute(sql`update founder_invitations set invited_at = now() - interval '8 days'`);
    // Place 2 redeemed, place 3 expired: neither is reminded.
    await redeemFounderCode(db(), parseCode(codeIn(mailTo(firstMails, 2))!)!, "crm-account-2");
    await db().execute(
      sql`update founder_invitations set expires_at = now() - interval '1 minute' where place = 3`,
    );
    expect(await queueInvitationReminders(db())).toBe(2);
    expect(await queueInvitationReminders(db())).toBe(0);
    expect((await runInvitationRound(db())).reminders).toBe(0);
    const reminders = invitationMails(await deliver(db()));
    expect(recipients(reminders)).toEqual(["f1@example.co.uk", "f4@example.co.uk"]);
    expect(mailTo(reminders, 1).subject).toMatch(
      /^Reminder: your Grafter founder code works until /,
    );
    // The same code as the invitation: it is written again from its salt, never stored.
    expect(codeIn(mailTo(reminders, 1))).toBe(codeIn(mailTo(firstMails, 1)));
  });

  it("sends no invitation that is no longer true: redeemed, expired or erased since queued", async () => {
    await seedFounders(db(), 3);
    await inviteNextFounders(db(), 3);
    await db().execute(
      sql`update founder_invitations set redeemed_at = now(), redeemed_by = 'x' where place = 1`,
    );
    await db().execute(
      sql`update founder_invitations set expires_at = now() - interval '1 second' where place = 2`,
    );
    await db().execute(sql`delete from waitlist_people where founder_place = 3`);
    expect(invitationMails(await deliver(db()))).toEqual([]);
  });

  describe("redeeming a code", () => {
    async function codeFor(place: number) {
      await seedFounders(db(), 5);
      await inviteNextFounders(db(), 5);
      const mails = invitationMails(await deliver(db()));
      return parseCode(codeIn(mailTo(mails, place))!)!;
    }

    it("answers place, company, plan and locked price, and again for the same caller", async () => {
      const code = await codeFor(2);
      const first = await redeemFounderCode(db(), code, "crm-42");
      expect(first).toMatchObject({
        status: "redeemed",
        answer: {
          place: 2,
          company: "Firm 2",
          plan: "professional",
          lockedPrice: {
            currency: "GBP",
            discountPercent: 60,
            perBackOfficeUserPence: 1560,
            perFieldUserPence: 40,
          },
        },
      });
      expect(await redeemFounderCode(db(), code, "crm-42")).toEqual(first);
      expect(await redeemFounderCode(db(), code, "crm-43")).toEqual({ status: "taken" });
    });

    it("a founder with no plan chosen keeps the discount, with no per-user price", async () => {
      const code = await codeFor(5);
      expect(await redeemFounderCode(db(), code, "crm-5")).toMatchObject({
        answer: { plan: "undecided", lockedPrice: { perBackOfficeUserPence: null } },
      });
    });

    it("two callers at once: one redeems, the other is refused", async () => {
      const code = await codeFor(1);
      const outcomes = await Promise.all(
        ["crm-a", "crm-b", "crm-c"].map((caller) => redeemFounderCode(db(), code, caller)),
      );
      expect(outcomes.filter((outcome) => outcome.status === "redeemed")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.status === "taken")).toHaveLength(2);
    });

    it("refuses unknown, expired and erased codes, changing nothing", async () => {
      const code = await codeFor(3);
      expect(await redeemFounderCode(db(), "0".repeat(28), "crm-1")).toEqual({
        status: "unknown",
      });
      await db().execute(
        sql`update founder_invitations set expires_at = now() - interval '1 second' where place = 3`,
      );
      expect(await redeemFounderCode(db(), code, "crm-1")).toEqual({ status: "expired" });
      const [row] = await db()
        .select()
        .from(founderInvitations)
        .where(sql`place = 3`);
      expect(row).toMatchObject({ redeemedAt: null, redeemedBy: null });

      await eraseEverythingAbout("f3@example.co.uk");
      expect(await redeemFounderCode(db(), code, "crm-1")).toEqual({ status: "unknown" });
    });
  });
});
