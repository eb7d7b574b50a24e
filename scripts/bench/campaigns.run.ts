// The campaign bench's measured part ("Scale and speed"), run by scripts/bench/campaigns.mjs
// through Vitest only for its TypeScript and path aliases (scripts/bench/vitest.campaigns.config.ts):
// 10,000 confirmed waitlist addresses on PostgreSQL, the freeze timed, then two dispatchers, each
// with its own connection pool as two instances have, sending the campaign to a local smtp-server
// sink as fast as the pump allows. Prints the figures as one JSON line; asserts only that every
// recipient got exactly one message.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { campaignDispatch } from "@/server/campaigns/dispatch";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { findCampaign } from "@/server/campaigns/store";
import { openDatabase } from "@/server/db/client";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { smtpTransport } from "@/server/notifications/transports";

import { newCampaign, seedManyWaitlist } from "../../tests/factories/campaigns";
import { startSmtp } from "../../tests/support/smtp";

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 10_000);

it(`sends a campaign of ${recipients} through two dispatchers`, async () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL is unset");
  const handles = [
    await openDatabase({ url, poolSize: 10 }),
    await openDatabase({ url, poolSize: 10 }),
  ];
  const db = handles[0]!.db;
  const sink = await startSmtp();
  try {
    await seedManyWaitlist(db, recipients, "bench");
    await db.execute(sql`analyze`);
    const id = await newCampaign(db, { ratePerMinute: 60_000 });

    const frozenAt = performance.now();
    const outcome = await freezeAndSend(db, id);
    const freezeMs = performance.now() - frozenAt;
    expect(outcome).toEqual({ status: "sending", recipients });
    console.log(`CAMPAIGN-FREEZE ${Math.round(freezeMs)} ms`);

    const cpu = process.cpuUsage();
    const started = performance.now();
    let finished = false;
    const run = async (handle: (typeof handles)[number], name: string) => {
      const dispatcher = new Dispatcher(async () => handle.db, {
        transport: smtpTransport(`smtp://127.0.0.1:${sink.port}`, 4),
        from: "Grafter <hello@example.co.uk>",
        notifyTo: ["founders@example.co.uk"],
        maxAttempts: 5,
        retryBaseMs: 100,
        instanceId: name,
        ...campaignDispatch(),
      });
      while (!finished) {
        await dispatcher.drain();
        finished = (await findCampaign(handle.db, id))?.state === "finished";
      }
    };
    await Promise.all([run(handles[0]!, "bench-a"), run(handles[1]!, "bench-b")]);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);

    const mailed = sink.received.flatMap((mail) => mail.to);
    expect(mailed).toHaveLength(recipients);
    expect(new Set(mailed).size).toBe(recipients);
    console.log(
      `CAMPAIGN-BENCH ${JSON.stringify({
        recipients,
        freezeMs: Math.round(freezeMs),
        sendSeconds: Number(seconds.toFixed(1)),
        messagesPerSecond: Math.round(recipients / seconds),
        cpuMsPerMessage: Number(((used.user + used.system) / 1000 / recipients).toFixed(2)),
      })}`,
    );
  } finally {
    await sink.close?.();
    for (const handle of handles) await handle.close();
  }
});
