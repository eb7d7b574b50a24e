import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import {
  contactSubmissions,
  newsletterSubscriptions,
  waitlistSubmissions,
} from "@/server/db/schema";
import { queryRows } from "@/server/db/query";
import { resetEnvForTests } from "@/server/env";
import { purgeExpired } from "@/server/retention";
import { confirmSubscription } from "@/server/submissions/newsletter";
import { submitContact, submitWaitlist, subscribeNewsletter } from "@/server/submissions/submit";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

const client = (address: string) => ({ headers: new Headers({ "x-forwarded-for": address }) });

/** What a process restart forgets: anything kept on globalThis by the submissions module. */
function forgetProcessState() {
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (String(key).includes("throttle")) delete (globalThis as Record<symbol, unknown>)[key];
  }
}

// What an attack found.
describeOnDrivers("abuse limits", { env: { IP_RATE_LIMIT_PER_HOUR: "3" } }, ({ db }) => {
  beforeEach(forgetProcessState);

  it("keeps the per-client throttle in the database: a restart does not forget it (12)", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await submitContact(buildContactInput(), client("198.51.100.1"))).status).toBe("ok");
    }
    forgetProcessState();
    expect((await submitContact(buildContactInput(), client("198.51.100.1"))).status).toBe(
      "throttled",
    );
    expect((await submitContact(buildContactInput(), client("198.51.100.2"))).status).toBe("ok");
    const rows = await queryRows<{ hits: number }>(db(), sql`select hits from client_throttle`);
    expect(rows.map((row) => Number(row.hits)).sort()).toEqual([1, 4]);
    expect(JSON.stringify(rows)).not.toContain("198.51.100");
  });

  it("prunes throttle rows older than two hours with the retention purge (12)", async () => {
    await submitContact(buildContactInput(), client("198.51.100.3"));
    await db().execute(sql`update client_throttle set hour = hour - interval '3 hours'`);
    await submitContact(buildContactInput(), client("198.51.100.3"));
    await purgeExpired(db(), { waitlistConfirmDays: 7 });
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from client_throttle`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("counts honeypot posts towards the client's throttle: normal answers, then the throttle's (10)", async () => {
    const bot = { ...client("198.51.100.4"), honeypot: "http://spam" };
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await submitWaitlist(buildWaitlistInput(), bot)).status);
    expect(answers).toEqual(["ok", "ok", "ok", "throttled", "throttled"]);
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(3);
  });

  it("caps quarantined submissions per e-mail address like counted ones (10)", async () => {
    process.env.IP_RATE_LIMIT_PER_HOUR = "0";
    resetEnvForTests();
    try {
      const email = "bot@example.co.uk";
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push((await submitContact(buildContactInput({ email }), { honeypot: "x" })).status);
      }
      expect(answers).toEqual(["ok", "ok", "ok", "rate_limited", "rate_limited"]);
      expect(await db().select().from(contactSubmissions)).toHaveLength(3);
      // A real person with that address is still not blocked by the quarantined rows.
      expect((await submitContact(buildContactInput({ email }))).status).toBe("ok");
    } finally {
      process.env.IP_RATE_LIMIT_PER_HOUR = "3";
      resetEnvForTests();
    }
  });

  it("purges quarantined submissions after 30 days (10)", async () => {
    await submitWaitlist(buildWaitlistInput(), { honeypot: "x" });
    await submitContact(buildContactInput(), { honeypot: "x" });
    await subscribeNewsletter({ email: "q@example.co.uk" }, { honeypot: "x" });
    await submitWaitlist(buildWaitlistInput(), { honeypot: "x" });
    for (const table of [
      "waitlist_submissions",
      "contact_submissions",
      "newsletter_subscriptions",
    ]) {
      await db().execute(
        sql.raw(`update ${table} set created_at = now() - interval '31 days' where id = 1`),
      );
    }
    const summary = await purgeExpired(db(), { waitlistConfirmDays: 7 });
    expect(summary.quarantined + summary.unconfirmedNewsletter).toBe(3);
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(1);
    expect(await db().select().from(contactSubmissions)).toHaveLength(0);
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("answers a confirmed and a new address with the same sequence (11)", async () => {
    process.env.IP_RATE_LIMIT_PER_HOUR = "0";
    resetEnvForTests();
    try {
      await subscribeNewsletter({ email: "known@example.co.uk" });
      const [row] = await db().select().from(newsletterSubscriptions);
      expect(await confirmSubscription(row!.confirmToken)).toBe("confirmed");
      await db().execute(sql`truncate newsletter_attempts`);
      await db().execute(
        sql`update newsletter_subscriptions set created_at = now() - interval '2 days'`,
      );
      const sequence = async (email: string) => {
        const statuses = [];
        for (let i = 0; i < 5; i += 1) statuses.push((await subscribeNewsletter({ email })).status);
        return statuses;
      };
      const expected = ["ok", "ok", "ok", "rate_limited", "rate_limited"];
      expect(await sequence("known@example.co.uk")).toEqual(expected);
      expect(await sequence("new@example.co.uk")).toEqual(expected);
    } finally {
      process.env.IP_RATE_LIMIT_PER_HOUR = "3";
      resetEnvForTests();
    }
  });
});
