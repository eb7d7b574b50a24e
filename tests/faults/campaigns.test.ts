import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { freezeAndSend } from "@/server/campaigns/freeze";
import type { Database } from "@/server/db";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/query";

import { newCampaign, seedManyWaitlist } from "../factories/campaigns";
import { type AppServer, startApp } from "../support/app-server";
import { startSmtp } from "../support/smtp";
import { appPort, pgPort, smtpPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { eventually } from "./support/submissions";

// A campaign sent by the production server on PostgreSQL, with the server killed (kill -9) in
// the middle, or its SMTP server gone for a while (decision 086). The test drives the campaign
// with the server's own functions against the same database (seed, draft, freeze); the server's
// dispatcher does the rest. Both share SITE_SECRET, so both derive the same keys.

const SITE_SECRET = "faults-campaign-secret-0123456789abcdef01234567";
process.env.SITE_SECRET = SITE_SECRET;

type Sink = Awaited<ReturnType<typeof startSmtp>>;

let cluster: Postgres | undefined;
let app: AppServer | undefined;
let sink: Sink | undefined;
let handle: DatabaseHandle | undefined;
let dataDir: string | undefined;

beforeAll(() => {
  cluster = startPostgres(pgPort(26));
});

afterAll(() => cluster?.stop());

afterEach(async () => {
  await app?.stop();
  await sink?.close();
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  app = sink = handle = dataDir = undefined;
});

/** A fresh database on the cluster, its URL, and the server's settings for it. */
async function setUp(name: string, smtp: Sink) {
  await cluster!.query(`create database ${name}`);
  const url = cluster!.url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  dataDir = mkdtempSync(path.join(tmpdir(), `grafter-${name}-`));
  const env = {
    DATABASE_URL: url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SITE_SECRET,
    POSTAL_ADDRESS: "1 Fault Street, Leeds LS1 1AA",
    NOTIFY_POLL_MS: "200",
    NOTIFY_RETRY_BASE_MS: "200",
    NOTIFY_MAX_ATTEMPTS: "30",
  };
  return { url, env };
}

/** Waits for the server to have migrated the database, then opens it from the test. */
async function openMigrated(server: AppServer, url: string): Promise<Database> {
  const ready = await eventually(
    async () => (await fetch(`${server.url}/api/health`)).status === 200,
    60_000,
    200,
  );
  expect(ready, "the server reached its database").toBe(true);
  handle = await openDatabase({ url, poolSize: 2 });
  return handle.db;
}

/** Seeds `n` confirmed waitlist addresses and presses Send on a launch announcement to them. */
async function sendCampaign(db: Database, n: number, prefix: string): Promise<number> {
  await seedManyWaitlist(db, n, prefix);
  const id = await newCampaign(db, { ratePerMinute: 60_000 });
  expect(await freezeAndSend(db, id)).toEqual({ status: "sending", recipients: n });
  return id;
}

async function one<T extends Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<T>(db, query);
  return row!;
}

/** Whether the campaign is finished and the outbox has nothing left to send. */
async function finished(db: Database, id: number): Promise<boolean> {
  const row = await one<{ state: string; open: number }>(
    db,
    sql`select (select state from campaigns where id = ${id}) as state,
               (select count(*)::int from notification_outbox where status <> 'sent') as open`,
  );
  return row.state === "finished" && Number(row.open) === 0;
}

/** Each recipient address with the Message-IDs of every copy it received, in order. */
function copiesByRecipient(smtp: Sink): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const mail of smtp.received) {
    const id = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? "(none)";
    for (const to of mail.to) copies.set(to, [...(copies.get(to) ?? []), id]);
  }
  return copies;
}

/**
 * Waits up to `within` ms for the campaign to finish, then a moment more: nothing more arrives
 * once it counts itself finished. The seconds from `since` to the finish, each recipient's
 * copies, and how many copies were repeats.
 */
async function whenFinished(
  db: Database,
  id: number,
  smtp: Sink,
  { since, within, message }: { since: number; within: number; message: string },
) {
  const done = await eventually(() => finished(db, id), within, 250);
  const seconds = (Date.now() - since) / 1000;
  expect(done, message).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const copies = copiesByRecipient(smtp);
  return { seconds, copies, repeats: smtp.received.length - copies.size };
}

/** Every recipient of the campaign is marked sent. */
async function expectAllSent(db: Database, id: number, recipients: number) {
  const states = await queryRows<{ state: string; n: number }>(
    db,
    sql`select state, count(*)::int as n from campaign_recipients where campaign_id = ${id}
        group by state`,
  );
  expect(states).toEqual([{ state: "sent", n: recipients }]);
}

describe("a campaign on PostgreSQL under faults", () => {
  it("kill -9 mid-campaign of 5,000: one message each, a repeat only for what was in flight, under its Message-ID", async () => {
    const RECIPIENTS = 5_000;
    // Mid-batch (the dispatcher claims 50 at a time), and each answer held a little: the kill
    // comes with a batch leased and some of it delivered.
    const KILL_AFTER = 1_525;
    sink = await startSmtp(smtpPort(5), { delayMs: 10 });
    const smtp = sink;
    const { url, env } = await setUp("campaign_kill9", smtp);
    app = await startApp(appPort(26), env, { dataDir });
    const db = await openMigrated(app, url);
    const id = await sendCampaign(db, RECIPIENTS, "kill9-");

    const reached = await eventually(async () => smtp.received.length >= KILL_AFTER, 180_000, 20);
    expect(reached, `${smtp.received.length} messages before the kill`).toBe(true);
    await app.kill9();
    const beforeKill = smtp.received.length;
    const atKill = await one<{ leased: number; sent: number; queued: number }>(
      db,
      sql`select count(*) filter (where status = 'sending')::int as leased,
                 count(*) filter (where status = 'sent')::int as sent,
                 (select count(*)::int from campaign_recipients
                   where campaign_id = ${id} and outbox_id is null) as queued
          from notification_outbox`,
    );

    const restarted = Date.now();
    app = await startApp(appPort(26), env, { dataDir });
    const { seconds, copies, repeats } = await whenFinished(db, id, smtp, {
      since: restarted,
      within: 300_000,
      message: "the campaign finished after the restart",
    });
    const twice = [...copies.values()].filter((ids) => ids.length > 1);
    const distinctIds = new Set([...copies.values()].flat());
    console.log(
      `campaign kill -9: ${RECIPIENTS} recipients, ${beforeKill} received before the kill, ` +
        `${atKill.leased} leased (in flight) and ${atKill.sent} marked sent at the kill, ` +
        `${atKill.queued} not yet handed to the outbox; finished ${seconds.toFixed(1)} s after ` +
        `restart; ${smtp.received.length} messages received by ${copies.size} recipients, ` +
        `${distinctIds.size} distinct Message-IDs, ${repeats} repeats (each under its first copy's Message-ID)`,
    );
    expect(atKill.leased, "the kill came with messages in flight").toBeGreaterThan(0);
    expect(beforeKill, "the kill came before the end").toBeLessThan(RECIPIENTS);
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => `kill9-${i + 1}@example.co.uk`);
    expect(
      expected.filter((address) => !copies.has(address)),
      "never mailed",
    ).toEqual([]);
    expect(copies.size).toBe(RECIPIENTS);
    expect(repeats).toBeLessThanOrEqual(atKill.leased);
    expect(twice.every((ids) => ids.length === 2 && ids[0] === ids[1])).toBe(true);
    expect(distinctIds.size).toBe(RECIPIENTS);
    expect(distinctIds.has("(none)")).toBe(false);
    await expectAllSent(db, id, RECIPIENTS);
  }, 600_000);

  it("an SMTP outage mid-campaign: it resumes by itself and finishes, nothing lost", async () => {
    const RECIPIENTS = 1_000;
    const OUTAGE_AFTER = 300;
    sink = await startSmtp(smtpPort(6));
    const smtp = sink;
    const { url, env } = await setUp("campaign_smtp_outage", smtp);
    app = await startApp(appPort(27), env, { dataDir });
    const server = app;
    const db = await openMigrated(server, url);
    const id = await sendCampaign(db, RECIPIENTS, "outage-");

    const reached = await eventually(async () => smtp.received.length >= OUTAGE_AFTER, 180_000, 20);
    expect(reached).toBe(true);
    const cut = await smtp.halt();
    const atOutage = smtp.received.length;
    // Down long enough for every delivery to fail and be put back more than once.
    const retrying = await eventually(
      async () =>
        Number(
          (
            await one<{ n: number }>(
              db,
              sql`select count(*)::int as n from notification_outbox
                  where status = 'pending' and attempts >= 2 and last_error is not null`,
            )
          ).n,
        ) > 0,
      30_000,
      100,
    );
    expect(retrying, "deliveries failed and were put back while SMTP was down").toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const during = smtp.received.length - atOutage;
    const campaignDuring = await one<{ state: string }>(
      db,
      sql`select state from campaigns where id = ${id}`,
    );
    await smtp.resume();
    const resumed = Date.now();

    const { seconds, copies, repeats } = await whenFinished(db, id, smtp, {
      since: resumed,
      within: 240_000,
      message: "the campaign finished once SMTP was back",
    });
    const failed = await one<{ n: number; attempts: number }>(
      db,
      sql`select count(*) filter (where status = 'failed')::int as n,
                 max(attempts)::int as attempts from notification_outbox`,
    );
    console.log(
      `campaign SMTP outage: ${RECIPIENTS} recipients, ${atOutage} received before the outage, ` +
        `${cut} connections cut, ${during} received while down; finished ${seconds.toFixed(1)} s ` +
        `after SMTP came back; ${smtp.received.length} messages to ${copies.size} recipients, ` +
        `${repeats} repeats, at most ${failed.attempts} attempts for one message, ${failed.n} failed`,
    );
    expect(during).toBe(0);
    expect(campaignDuring.state, "still sending while SMTP was down").toBe("sending");
    expect(copies.size).toBe(RECIPIENTS);
    expect(failed.n).toBe(0);
    // A message accepted by the sink as its connection was cut is sent again, under its own
    // Message-ID: at most one per connection cut.
    expect(repeats).toBeLessThanOrEqual(cut);
    for (const ids of copies.values()) expect(new Set(ids).size).toBe(1);
    await expectAllSent(db, id, RECIPIENTS);
  }, 600_000);
});
