import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import {
  cancelCampaign,
  changeRate,
  pauseCampaign,
  resumeCampaign,
  retryFailed,
} from "@/server/campaigns/controls";
import { campaignDispatch } from "@/server/campaigns/dispatch";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { pumpCampaigns } from "@/server/campaigns/pump";
import { scheduleCampaign, startDueSchedules } from "@/server/campaigns/schedule";
import { findCampaign } from "@/server/campaigns/store";
import { suppress } from "@/server/campaigns/suppression";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/query";
import { Dispatcher, type DispatcherOptions } from "@/server/notifications/dispatcher";
import type { MailMessage, MailTransport } from "@/server/notifications/transports";

import {
  campaignOptions,
  newCampaign,
  recipientStates,
  seedManyWaitlist,
  seedWaitlist,
  setAllowance,
} from "../factories/campaigns";
import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { describeOnDrivers } from "../setup/test-database";

const outboxCount = async (db: Database, status?: string) =>
  Number(
    (
      await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from notification_outbox where kind = 'campaign_message'
            ${status ? sql`and status = ${status}` : sql``}`,
      )
    )[0]!.n,
  );

/** A transport whose sends wait until `release()`: a batch leased and in flight. */
function heldTransport() {
  const sent: MailMessage[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived = 0;
  const transport: MailTransport = {
    name: "smtp",
    async send(message) {
      arrived += 1;
      await gate;
      sent.push(message);
    },
    close() {},
  };
  return { transport, sent, release: () => release(), arrived: () => arrived };
}

describeOnDrivers("campaign sending", campaignOptions, ({ db }) => {
  const database = async () => db();
  const dispatcher = (overrides: Partial<DispatcherOptions> = {}) =>
    new Dispatcher(database, { ...dispatcherOptions(overrides), ...campaignDispatch() });

  /** Drains with every dispatcher at once until the campaign has nothing queued. */
  async function sendAll(id: number, dispatchers: Dispatcher[]) {
    for (let round = 0; round < 50; round += 1) {
      await setAllowance(db(), id, 60_000);
      await Promise.all(dispatchers.map((d) => d.drain()));
      await pumpCampaigns(db()); // settles what the last drain sent
      const campaign = await findCampaign(db(), id);
      if (campaign?.state !== "sending") return campaign;
    }
    throw new Error("the campaign did not finish");
  }

  it("sends each recipient exactly once with two dispatchers, then counts itself finished", async () => {
    await seedManyWaitlist(db(), 30);
    const id = await newCampaign(db());
    expect(await freezeAndSend(db(), id)).toEqual({ status: "sending", recipients: 30 });
    const a = recordingTransport();
    const b = recordingTransport();
    const campaign = await sendAll(id, [
      dispatcher({ transport: a, batchSize: 5, instanceId: "a" }),
      dispatcher({ transport: b, batchSize: 5, instanceId: "b" }),
    ]);
    expect(campaign?.state).toBe("finished");
    const all = [...a.sent, ...b.sent];
    expect(all).toHaveLength(30);
    expect(new Set(all.map((m) => m.to[0])).size).toBe(30);
    expect(new Set(all.map((m) => m.messageId)).size).toBe(30);
    const states = await recipientStates(db(), id);
    expect(states.every((r) => r.state === "sent")).toBe(true);
    // Composed at send time with the shared blocks, merge fields and the ways out.
    const one = all[0]!;
    expect(one.subject).toBe("We are live");
    expect(one.text).toMatch(/^Hi Sam,/);
    expect(one.text).toContain("Grafter is live for Carter Ltd.");
    expect(one.text).toContain("1 Test Street, Leeds LS1 1AA");
    expect(one.html).toContain("Unsubscribe</a>");
    expect(one.headers?.["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/api\/launch-news\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    );
    expect(one.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("hands over at most the rate, read on every tick", async () => {
    await seedManyWaitlist(db(), 60);
    const id = await newCampaign(db(), { ratePerMinute: 30 });
    await freezeAndSend(db(), id);
    // A long while since the last hand-over: never more than a minute's worth.
    await db().execute(
      sql`update campaigns set pumped_at = now() - interval '10 minutes' where id = ${id}`,
    );
    expect(await pumpCampaigns(db())).toBe(30);
    expect(await changeRate(db(), id, 7)).toBe(true);
    await db().execute(
      sql`update campaigns set pumped_at = now() - interval '10 minutes' where id = ${id}`,
    );
    expect(await pumpCampaigns(db())).toBe(7);
    expect(await outboxCount(db())).toBe(37);
  });

  it("pause takes effect within the batch in flight; resume sends the rest, once each", async () => {
    await seedManyWaitlist(db(), 120);
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    await setAllowance(db(), id, 50);
    expect(await pumpCampaigns(db())).toBe(50);
    const held = heldTransport();
    const inFlight = new Dispatcher(database, {
      ...dispatcherOptions({ transport: held.transport, batchSize: 10, concurrency: 10 }),
      ...campaignDispatch(),
    }).runOnce();
    await expect.poll(held.arrived).toBe(10);
    expect(await pauseCampaign(db(), id)).toBe(true);
    held.release();
    await inFlight;
    expect(held.sent).toHaveLength(10);
    // The 40 handed over but not leased went back to queued without an outbox row.
    expect(await outboxCount(db())).toBe(10);
    const other = recordingTransport();
    await dispatcher({ transport: other }).drain();
    expect(other.sent).toHaveLength(0);

    expect(await resumeCampaign(db(), id)).toBe(true);
    const campaign = await sendAll(id, [dispatcher({ transport: other })]);
    expect(campaign?.state).toBe("finished");
    const all = [...held.sent, ...other.sent];
    expect(all).toHaveLength(120);
    expect(new Set(all.map((m) => m.to[0])).size).toBe(120);
  });

  it("cancel withdraws every recipient not yet leased", async () => {
    await seedManyWaitlist(db(), 60);
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    await setAllowance(db(), id, 25);
    await pumpCampaigns(db());
    expect(await cancelCampaign(db(), id)).toBe(true);
    const transport = recordingTransport();
    await dispatcher({ transport }).drain();
    expect(transport.sent).toHaveLength(0);
    const states = await recipientStates(db(), id);
    expect(states.filter((r) => r.state === "cancelled")).toHaveLength(60);
    expect(await outboxCount(db())).toBe(0);
    expect((await findCampaign(db(), id))?.state).toBe("cancelled");
  });

  it("checks suppression and the audience when each message is sent", async () => {
    await seedWaitlist(db(), "stays@example.co.uk", { place: 1 });
    await seedWaitlist(db(), "suppressed@example.co.uk", { place: 2 });
    await seedWaitlist(db(), "left@example.co.uk", { place: 3 });
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    await suppress(db(), "suppressed@example.co.uk", "bounced");
    await db().execute(
      sql`update waitlist_people set launch_news_left_at = now() where email_normalised = 'left@example.co.uk'`,
    );
    const transport = recordingTransport();
    const campaign = await sendAll(id, [dispatcher({ transport })]);
    expect(transport.sent.map((m) => m.to[0])).toEqual(["stays@example.co.uk"]);
    expect((await recipientStates(db(), id)).map((r) => [r.email_normalised, r.state])).toEqual([
      ["stays@example.co.uk", "sent"],
      ["suppressed@example.co.uk", "suppressed"],
      ["left@example.co.uk", "unsubscribed"],
    ]);
    expect(campaign?.state).toBe("finished");
  });

  it("retry failed sends to the failed recipients alone", async () => {
    await seedManyWaitlist(db(), 5);
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    let down = true;
    const sent: MailMessage[] = [];
    const flaky: MailTransport = {
      name: "smtp",
      async send(message) {
        if (down && message.to[0] === "n3@example.co.uk") throw new Error("550 mailbox busy");
        sent.push(message);
      },
      close() {},
    };
    const campaign = await sendAll(id, [dispatcher({ transport: flaky, maxAttempts: 1 })]);
    expect(campaign?.state).toBe("finished");
    expect(
      (await recipientStates(db(), id))
        .filter((r) => r.state === "failed")
        .map((r) => r.email_normalised),
    ).toEqual(["n3@example.co.uk"]);
    down = false;
    expect(await retryFailed(db(), id)).toBe(1);
    await sendAll(id, [dispatcher({ transport: flaky, maxAttempts: 1 })]);
    expect(sent.map((m) => m.to[0]).sort()).toEqual(
      ["n1", "n2", "n3", "n4", "n5"].map((n) => `${n}@example.co.uk`),
    );
    expect((await recipientStates(db(), id)).every((r) => r.state === "sent")).toBe(true);
  });

  it("schedules in UK time across the clock changes", async () => {
    await seedWaitlist(db(), "a@example.co.uk", { place: 1 });
    const id = await newCampaign(db());
    const at = async (local: string) => {
      const outcome = await scheduleCampaign(db(), id, local);
      if (!("scheduledAt" in outcome)) throw new Error(outcome.refused);
      return outcome.scheduledAt.toISOString();
    };
    // The clocks go forward at 01:00 GMT on 28 March 2027 and back at 01:00 GMT on 31 October.
    expect(await at("2027-03-27T09:00")).toBe("2027-03-27T09:00:00.000Z");
    expect(await at("2027-03-28T09:00")).toBe("2027-03-28T08:00:00.000Z");
    expect(await at("2027-10-30T09:00")).toBe("2027-10-30T08:00:00.000Z");
    expect(await at("2027-10-31T09:00")).toBe("2027-10-31T09:00:00.000Z");
    expect(await scheduleCampaign(db(), id, "2020-01-01T09:00")).toEqual({
      refused: expect.stringMatching(/future/),
    });
  });

  it("sends a schedule that just fell due; one missed while the site was down waits for a founder", async () => {
    await seedWaitlist(db(), "a@example.co.uk", { place: 1 });
    const due = await newCampaign(db());
    const missed = await newCampaign(db());
    await scheduleCampaign(db(), due, "2030-01-01T09:00");
    await scheduleCampaign(db(), missed, "2030-01-01T09:00");
    await db().execute(
      sql`update campaigns set scheduled_at = now() - interval '1 minute' where id = ${due}`,
    );
    await db().execute(
      sql`update campaigns set scheduled_at = now() - interval '3 hours' where id = ${missed}`,
    );
    expect(await startDueSchedules(db())).toBe(1);
    expect((await findCampaign(db(), due))?.state).toBe("sending");
    const waiting = await findCampaign(db(), missed);
    expect(waiting?.state).toBe("scheduled");
    expect(waiting?.scheduleMissedAt).not.toBeNull();
    // Seen again later, it still waits; a founder's Send now confirms it.
    expect(await startDueSchedules(db())).toBe(0);
    expect(await recipientStates(db(), missed)).toEqual([]);
    expect(await freezeAndSend(db(), missed)).toEqual({ status: "sending", recipients: 1 });
  });
});
