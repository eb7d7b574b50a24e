import { createHmac } from "node:crypto";

import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { summariseAudience } from "@/server/campaigns/audiences";
import { dryRun } from "@/server/campaigns/dry-run";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { mailboxHash, mailboxHashSql, suppress } from "@/server/campaigns/suppression";
import { createDraft } from "@/server/campaigns/store";
import { queryRows } from "@/server/db/query";
import { derivedKey } from "@/server/secrets";
import { eraseEverythingAbout } from "@/server/people/erasure";

import {
  campaignOptions,
  draftInput,
  newCampaign,
  recipientStates,
  seedManyWaitlist,
  seedNewsletter,
  seedWaitlist,
} from "../factories/campaigns";
import { describeOnDrivers } from "../setup/test-database";

describeOnDrivers("campaign audiences", campaignOptions, ({ db }) => {
  it("computes the suppression list's keyed hash in SQL exactly as HMAC-SHA256 does", async () => {
    const email = "zoë.o'brien+news@example.co.uk";
    const [row] = await queryRows<{ hash: string }>(
      db(),
      sql`select ${mailboxHashSql(sql`${email}::text`)} as hash`,
    );
    const expected = createHmac("sha256", derivedKey("mail-suppression"))
      .update(email)
      .digest("hex");
    expect(row!.hash).toBe(expected);
    expect(mailboxHash(email)).toBe(expected);
  });

  it("newsletter: confirmed subscribers, each exclusion counted with its reason", async () => {
    await seedNewsletter(db(), "a@example.co.uk", "confirmed");
    // Subscribed twice, once confirmed: one mailbox, in the audience.
    await seedNewsletter(db(), "b@example.co.uk", "pending");
    await seedNewsletter(db(), "b@example.co.uk", "confirmed");
    await seedNewsletter(db(), "c@example.co.uk", "pending");
    await seedNewsletter(db(), "d@example.co.uk", "unsubscribed");
    await seedNewsletter(db(), "e@example.co.uk", "confirmed");
    await suppress(db(), "e@example.co.uk", "complained");
    // Quarantined (honeypot) rows are no one.
    await seedNewsletter(db(), "bot@example.co.uk", "confirmed", true);
    expect(await summariseAudience(db(), "newsletter", {})).toEqual({
      count: 2,
      exclusions: { unconfirmed: 1, unsubscribed: 1, suppressed: 1, erased: 0, already_sent: 0 },
    });
  });

  it("launch news: confirmed waitlist addresses; left launch news and unconfirmed excluded; filters apply", async () => {
    await seedWaitlist(db(), "p1@example.co.uk", { place: 1, trade: "plumber" });
    await seedWaitlist(db(), "p2@example.co.uk", { place: 2, companySize: "1-5" });
    await seedWaitlist(db(), "u@example.co.uk", { confirmed: false });
    await seedWaitlist(db(), "left@example.co.uk", { place: 3, leftLaunchNews: true });
    await seedWaitlist(db(), "old@example.co.uk", {
      createdAt: "2026-01-10T12:00:00Z",
      plan: "starter",
    });
    expect(await summariseAudience(db(), "launch_news", {})).toEqual({
      count: 3,
      exclusions: { unconfirmed: 1, unsubscribed: 1, suppressed: 0, erased: 0, already_sent: 0 },
    });
    expect((await summariseAudience(db(), "launch_news", { trade: "plumber" })).count).toBe(1);
    expect((await summariseAudience(db(), "launch_news", { companySize: "1-5" })).count).toBe(1);
    expect((await summariseAudience(db(), "launch_news", { plan: "starter" })).count).toBe(1);
    // UK days: "after" includes its day, "before" does not.
    expect(
      (await summariseAudience(db(), "launch_news", { signedUpBefore: "2026-01-11" })).count,
    ).toBe(1);
    expect(
      (await summariseAudience(db(), "launch_news", { signedUpAfter: "2026-01-11" })).count,
    ).toBe(2);
  });

  it("founders: places 1 to 100 by range, or those in line, never the unconfirmed", async () => {
    for (const place of [1, 2, 50, 100])
      await seedWaitlist(db(), `f${place}@example.co.uk`, { place });
    await seedWaitlist(db(), "line1@example.co.uk");
    await seedWaitlist(db(), "line2@example.co.uk");
    await seedWaitlist(db(), "pending@example.co.uk", { confirmed: false });
    expect((await summariseAudience(db(), "founders", { founderGroup: "places" })).count).toBe(4);
    expect(
      (
        await summariseAudience(db(), "founders", {
          founderGroup: "places",
          placeFrom: 2,
          placeTo: 50,
        })
      ).count,
    ).toBe(2);
    const inLine = await summariseAudience(db(), "founders", { founderGroup: "in_line" });
    expect(inLine).toEqual({
      count: 2,
      exclusions: { unconfirmed: 0, unsubscribed: 0, suppressed: 0, erased: 0, already_sent: 0 },
    });
    expect((await summariseAudience(db(), "founders", { founderGroup: "all" })).count).toBe(6);
  });

  it("never lets launch news or founders receive general marketing, in code and in the database", async () => {
    for (const audience of ["launch_news", "founders"]) {
      const refused = await createDraft(db(), draftInput({ audience, purpose: "marketing" }));
      expect(refused).toEqual({ errors: { purpose: expect.stringMatching(/may receive only/) } });
      // A write that went around the code is refused by migration 0014's check.
      await expect(
        db().execute(
          sql`insert into campaigns (audience, purpose) values (${audience}, 'marketing')`,
        ),
      ).rejects.toThrow();
    }
    expect(
      "id" in
        (await createDraft(db(), draftInput({ audience: "newsletter", purpose: "marketing" }))),
    ).toBe(true);
  });

  it("freezes the audience once: one row per mailbox, and a second Send changes nothing", async () => {
    await seedManyWaitlist(db(), 300);
    await seedWaitlist(db(), "gone@example.co.uk", { confirmed: false });
    await suppress(db(), "n7@example.co.uk", "unsubscribed");
    const id = await newCampaign(db());
    const [first, second] = await Promise.all([freezeAndSend(db(), id), freezeAndSend(db(), id)]);
    const outcomes = [first, second].map((o) => o.status).sort();
    expect(outcomes).toEqual(["refused", "sending"]);
    const rows = await recipientStates(db(), id);
    expect(rows).toHaveLength(299);
    expect(new Set(rows.map((r) => r.email_normalised)).size).toBe(299);
    expect(rows.every((r) => r.state === "queued")).toBe(true);
    // Counted again after the freeze, everyone is already in this campaign.
    expect(await summariseAudience(db(), "launch_news", {}, id)).toMatchObject({
      count: 0,
      exclusions: { already_sent: 299, suppressed: 1, unconfirmed: 1 },
    });
  });

  it("refuses marketing while POSTAL_ADDRESS is unset", async () => {
    const saved = process.env.POSTAL_ADDRESS;
    const { resetEnvForTests } = await import("@/server/env");
    delete process.env.POSTAL_ADDRESS;
    resetEnvForTests();
    try {
      await seedNewsletter(db(), "a@example.co.uk", "confirmed");
      const id = await newCampaign(db(), { audience: "newsletter", purpose: "marketing" });
      expect(await freezeAndSend(db(), id)).toEqual({
        status: "refused",
        reason: expect.stringMatching(/POSTAL_ADDRESS/),
      });
      expect(await recipientStates(db(), id)).toEqual([]);
    } finally {
      process.env.POSTAL_ADDRESS = saved;
      resetEnvForTests();
    }
  });

  it("erasure anonymises the person's recipient rows and keeps their suppression hash", async () => {
    await seedWaitlist(db(), "keep@example.co.uk", { place: 1 });
    await seedWaitlist(db(), "erase@example.co.uk", { place: 2 });
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    await suppress(db(), "erase@example.co.uk", "unsubscribed");
    await eraseEverythingAbout("erase@example.co.uk");
    const rows = await recipientStates(db(), id);
    expect(rows).toEqual([
      { email_normalised: "keep@example.co.uk", state: "queued", outbox_id: null },
      { email_normalised: null, state: "cancelled", outbox_id: null },
    ]);
    const leftovers = await queryRows<{ n: number | string }>(
      db(),
      sql`select count(*) as n from campaign_recipients where email_normalised = 'erase@example.co.uk'`,
    );
    expect(Number(leftovers[0]!.n)).toBe(0);
    const suppressed = await queryRows<{ mailbox_hash: string }>(
      db(),
      sql`select mailbox_hash from mail_suppressions`,
    );
    expect(suppressed).toEqual([{ mailbox_hash: mailboxHash("erase@example.co.uk") }]);
    expect((await summariseAudience(db(), "launch_news", {}, id)).exclusions.erased).toBe(1);
  });
});

describeOnDrivers("a campaign's dry run", campaignOptions, ({ db }) => {
  it("passes when every recipient's message resolves, links out and fits", async () => {
    await seedWaitlist(db(), "f1@example.co.uk", { place: 1 });
    const id = await newCampaign(db(), {
      bodyMarkdown: "Hi {{first_name}}, founder {{founder_number}}.",
    });
    expect(await dryRun(db(), id)).toMatchObject({ recipients: 1, ok: true });
  });

  it("refuses an unresolved merge field and a message over 100 KB, naming who", async () => {
    await seedWaitlist(db(), "f1@example.co.uk", { place: 1 });
    await seedWaitlist(db(), "inline@example.co.uk");
    const unresolved = await newCampaign(db(), {
      bodyMarkdown: "You are founder {{founder_number}}. {{shoe_size}}",
    });
    expect(await dryRun(db(), unresolved)).toMatchObject({
      recipients: 2,
      ok: false,
      problems: {
        unresolved: { count: 2, fields: ["founder_number", "shoe_size"] },
        no_unsubscribe: { count: 0 },
        too_large: { count: 0 },
      },
    });
    const large = await newCampaign(db(), { bodyMarkdown: "word ".repeat(19_000) });
    expect(await dryRun(db(), large)).toMatchObject({
      ok: false,
      problems: { too_large: { count: 2, examples: ["f1@example.co.uk", "inline@example.co.uk"] } },
    });
  });
});
