import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { mailDomain } from "@/lib/site-config";
import { queryRows } from "@/server/db/query";
import { resetEnvForTests } from "@/server/env";
import { Dispatcher, messageKey } from "@/server/notifications/dispatcher";
import { resetSecretForTests } from "@/server/secrets";
import { submitContact, submitWaitlist } from "@/server/submissions/submit";

import { dispatcherOptions as options, recordingTransport } from "../factories/dispatcher";
import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

// After a crash, a message sent again carries the same identity, and this
// instance's own leases are taken back at start-up instead of after the lease runs out.
describeOnDrivers("delivery identity", { env: { IP_RATE_LIMIT_PER_HOUR: "0" } }, ({ db }) => {
  const database = async () => db();

  it("gives each message a Message-ID derived from its outbox row, the same on every attempt", async () => {
    await submitWaitlist(buildWaitlistInput());
    const transport = recordingTransport();
    await new Dispatcher(database, options({ transport })).drain();
    const rows = await queryRows<{ id: number; created_at: string | Date }>(
      db(),
      sql`select id, created_at from notification_outbox order by id`,
    );
    expect(transport.sent.map((message) => message.messageId).sort()).toEqual(
      rows
        .map((row) => `<${messageKey({ id: row.id, createdAt: new Date(row.created_at) })}>`)
        .sort(),
    );
    for (const message of transport.sent)
      expect(message.messageId).toMatch(
        new RegExp(
          `^<outbox-\\d+\\.[0-9a-z]+\\.[0-9a-f]{12}@${mailDomain.replace(/\./g, "\\.")}>$`,
        ),
      );
    await db().execute(
      sql`update notification_outbox set status = 'pending', next_attempt_at = now()`,
    );
    const again = recordingTransport();
    await new Dispatcher(database, options({ transport: again })).drain();
    expect(again.sent.map((message) => message.messageId).sort()).toEqual(
      transport.sent.map((message) => message.messageId).sort(),
    );
  });

  it("gives the same row id in another deployment or a restored database another Message-ID", () => {
    const row = { id: 7, createdAt: new Date("2026-12-01T10:00:00.000Z") };
    const here = messageKey(row);
    expect(messageKey({ ...row })).toBe(here);
    // A restore rewinds the id sequence: row 7 again, made later, is another message.
    expect(messageKey({ id: 7, createdAt: new Date("2026-12-02T09:30:00.000Z") })).not.toBe(here);
    // Staging, with its own site secret: the same row is another deployment's message.
    const before = process.env.SITE_SECRET;
    process.env.SITE_SECRET = "another-deployment-secret-of-32-characters!";
    resetEnvForTests();
    resetSecretForTests();
    try {
      expect(messageKey(row)).not.toBe(here);
    } finally {
      if (before === undefined) delete process.env.SITE_SECRET;
      else process.env.SITE_SECRET = before;
      resetEnvForTests();
      resetSecretForTests();
    }
    expect(messageKey(row)).toBe(here);
  });

  it("sends the same key as Idempotency-Key to the webhook", async () => {
    const keys: (string | undefined)[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      keys.push(request.headers["idempotency-key"] as string | undefined);
      request.resume();
      request.on("end", () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await submitContact(buildContactInput());
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      await new Dispatcher(database, options({ webhook: { url } })).drain();
      const [row] = await queryRows<{ id: number; created_at: string | Date }>(
        db(),
        sql`select id, created_at from notification_outbox`,
      );
      expect(keys).toEqual([messageKey({ id: row!.id, createdAt: new Date(row!.created_at) })]);
    } finally {
      server.close();
    }
  });

  it("takes back this instance's leases at start-up, and leaves other instances' alone", async () => {
    for (let i = 0; i < 3; i += 1) await submitContact(buildContactInput());
    // Only three rows, so the count below stays about leases (a contact queues two notices).
    await db().execute(sql`delete from notification_outbox where id > 3`);
    // As a crash leaves them: claimed for two minutes more, two by us and one by another instance.
    await db().execute(sql`
      update notification_outbox
      set status = 'sending', attempts = 1, locked_until = now() + interval '120 seconds',
          leased_by = case when id = 3 then 'instance-b' else 'instance-a' end`);
    const transport = recordingTransport();
    const dispatcher = new Dispatcher(database, options({ transport, instanceId: "instance-a" }));
    const started = Date.now();
    dispatcher.start(60_000);
    try {
      await expect.poll(() => transport.sent.length, { timeout: 10_000 }).toBe(2);
      expect(Date.now() - started).toBeLessThan(10_000);
      const rows = await queryRows<{ id: number; status: string }>(
        db(),
        sql`select id, status from notification_outbox order by id`,
      );
      await expect
        .poll(async () =>
          (
            await queryRows<{ status: string }>(
              db(),
              sql`select status from notification_outbox order by id`,
            )
          ).map((row) => row.status),
        )
        .toEqual(["sent", "sent", "sending"]);
      expect(rows).toHaveLength(3);
    } finally {
      dispatcher.stop();
    }
  });
});
