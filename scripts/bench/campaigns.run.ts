// The campaign bench's measured part ("Scale and speed"), run by scripts/bench/campaigns.mjs
// through Vitest only for its TypeScript and path aliases (scripts/bench/vitest.campaigns.config.mts):
// 10,000 confirmed waitlist addresses on PostgreSQL; the freeze timed (three campaigns, each its
// own 10,000 rows); then two dispatchers, each with its own connection pool as two instances
// have, sending one campaign to a local smtp-server sink in a process of its own
// (scripts/bench/smtp-sink.mjs), first paced at a configured rate as production polls, then as
// fast as they go. Messages are DKIM-signed as a configured deployment's are (BENCH_DKIM=0: not).
// Prints the figures as one JSON line; asserts only that no recipient got two messages.
import { fork } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";

import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { cancelCampaign } from "@/server/campaigns/controls";
import { campaignDispatch } from "@/server/campaigns/dispatch";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { findCampaign } from "@/server/campaigns/store";
import { openDatabase } from "@/server/db/client";
import { dkimFromEnv } from "@/server/notifications/dkim";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { smtpTransport } from "@/server/notifications/transports";

import { newCampaign, seedManyWaitlist } from "../../tests/factories/campaigns";

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
/** The paced run: the founder's rate, and how long it is watched. */
const pacedPerMinute = Number(process.env.BENCH_RATE_PER_MINUTE ?? 3_000);
const pacedSeconds = Number(process.env.BENCH_PACED_SECONDS ?? 30);
/** The dispatcher's poll in production is NOTIFY_POLL_MS; the paced run polls this often. */
const POLL_MS = 200;

interface SinkReport {
  messages: number;
  recipients: number;
  distinct: number;
  times: number[];
}

function startSink() {
  const child = fork(path.join(import.meta.dirname, "smtp-sink.mjs"), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once("message", (m) => resolve(m as T)));
  return {
    port: next<{ port: number }>().then((m) => m.port),
    report: () => {
      const answer = next<SinkReport>();
      child.send("report");
      return answer;
    },
    reset: () => {
      const answer = next<unknown>();
      child.send("reset");
      return answer;
    },
    close: () => child.disconnect(),
  };
}

function signing() {
  if (process.env.BENCH_DKIM === "0") return undefined;
  const key = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return dkimFromEnv({
    DKIM_DOMAIN: "example.co.uk",
    DKIM_SELECTOR: "bench",
    DKIM_PRIVATE_KEY: key.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;

it(`sends a campaign of ${recipients} through two dispatchers`, async () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL is unset");
  const handles = [
    await openDatabase({ url, poolSize: 10 }),
    await openDatabase({ url, poolSize: 10 }),
  ];
  const db = handles[0]!.db;
  const sink = startSink();
  const sinkPort = await sink.port;
  const dkim = signing();
  const transports = handles.map(() => smtpTransport(`smtp://127.0.0.1:${sinkPort}`, 4, dkim));
  const dispatchers = handles.map(
    (handle, index) =>
      new Dispatcher(async () => handle.db, {
        transport: transports[index]!,
        from: "Grafter <hello@example.co.uk>",
        notifyTo: ["founders@example.co.uk"],
        maxAttempts: 5,
        retryBaseMs: 100,
        instanceId: `bench-${index}`,
        ...campaignDispatch(),
      }),
  );
  try {
    await seedManyWaitlist(db, recipients, "bench");
    await db.execute(sql`analyze`);

    // The freeze, three times: each a campaign of its own over the same audience.
    const freezes: number[] = [];
    const ids: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const id = await newCampaign(db, { ratePerMinute: pacedPerMinute });
      const frozenAt = performance.now();
      const outcome = await freezeAndSend(db, id);
      freezes.push(performance.now() - frozenAt);
      expect(outcome).toEqual({ status: "sending", recipients });
      ids.push(id);
      // One at a time: the next freeze must not find this one's pump at work.
      if (round > 0) await cancelCampaign(db, id);
      else await db.execute(sql`update campaigns set state = 'paused' where id = ${id}`);
    }
    console.log(`CAMPAIGN-FREEZE ${freezes.map(Math.round).join(" ")} ms`);
    const id = ids[0]!;

    // Paced: the founder's rate, two instances polling as production does.
    await db.execute(
      sql`update campaigns set state = 'sending', pumped_at = now(), pump_credit = 0 where id = ${id}`,
    );
    let stopPaced = false;
    const pacedCpu = process.cpuUsage();
    const pacedStart = performance.timeOrigin + performance.now();
    const poll = async (dispatcher: Dispatcher) => {
      while (!stopPaced) {
        await dispatcher.drain();
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const polling = Promise.all(dispatchers.map(poll));
    await new Promise((resolve) => setTimeout(resolve, pacedSeconds * 1000));
    stopPaced = true;
    await polling;
    const pacedUsed = cpuMs(process.cpuUsage(pacedCpu));
    const paced = await sink.report();
    // The steady rate: deliveries after the first five seconds (the first allowance is a second's).
    const steadyFrom = pacedStart + 5_000;
    const steadyTo = pacedStart + pacedSeconds * 1000;
    const steady = paced.times.filter((t) => t >= steadyFrom && t < steadyTo).length;
    const pacedPerSecond = steady / ((steadyTo - steadyFrom) / 1000);

    // Flat out: the rest of the campaign, as fast as two dispatchers go.
    await db.execute(sql`update campaigns set rate_per_minute = 60000 where id = ${id}`);
    const left = recipients - paced.messages;
    const cpu = process.cpuUsage();
    const started = performance.now();
    let finished = false;
    const run = async (dispatcher: Dispatcher, index: number) => {
      while (!finished) {
        await dispatcher.drain();
        finished = (await findCampaign(handles[index]!.db, id))?.state === "finished";
      }
    };
    await Promise.all(dispatchers.map(run));
    const seconds = (performance.now() - started) / 1000;
    const used = cpuMs(process.cpuUsage(cpu));

    const sent = await sink.report();
    expect(sent.recipients).toBe(recipients);
    expect(sent.distinct).toBe(recipients);
    console.log(
      `CAMPAIGN-BENCH ${JSON.stringify({
        recipients,
        dkim: Boolean(dkim),
        freezeMs: Math.round(median(freezes)),
        freezesMs: freezes.map(Math.round),
        pacedPerMinute,
        pacedSeconds,
        pacedPerSecond: Number(pacedPerSecond.toFixed(1)),
        pacedCpuMsPerMessage: Number((pacedUsed / paced.messages).toFixed(2)),
        flatOut: left,
        sendSeconds: Number(seconds.toFixed(1)),
        messagesPerSecond: Math.round(left / seconds),
        cpuMsPerMessage: Number((used / left).toFixed(2)),
        mailedTwice: sent.recipients - sent.distinct,
      })}`,
    );
  } finally {
    for (const dispatcher of dispatchers) dispatcher.stop();
    for (const transport of transports) transport.close();
    sink.close();
    for (const handle of handles) await handle.close();
  }
});
