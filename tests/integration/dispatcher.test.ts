import { EventEmitter } from "node:events";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect, it } from "vitest";

import { notificationOutbox } from "@/server/db/schema";
import { confirmPerson, findPersonByEmail } from "@/server/founders/confirmation";
import { DEFAULT_CONCURRENCY, Dispatcher } from "@/server/notifications/dispatcher";
import { fileTransport, smtpTransport } from "@/server/notifications/transports";
import { submitContact, submitWaitlist } from "@/server/submissions/submit";

import { dispatcherOptions as baseOptions } from "../factories/dispatcher";
import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";
import { startSmtp } from "../support/smtp";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeOnDrivers("notification dispatcher", { env: { IP_RATE_LIMIT_PER_HOUR: "0" } }, ({ db }) => {
  const database = async () => db();

  it("writes .eml files by default: every field to the founders, a confirmation link to the person", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "grafter-mail-"));
    try {
      const input = buildWaitlistInput({
        name: "Jo Bloggs",
        company: "Bloggs Roofing",
        trade: "roofer",
      });
      await submitWaitlist(input);
      const summary = await new Dispatcher(
        database,
        baseOptions({ transport: fileTransport(dir) }),
      ).drain();
      expect(summary).toMatchObject({ claimed: 2, sent: 2 });
      const files = await readdir(dir);
      expect(files).toHaveLength(2);
      const mails = await Promise.all(
        files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))),
      );
      const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;
      const founders = mails.find((mail) => to(mail) === "founders@example.co.uk")!;
      expect(founders.subject).toBe(
        "New waitlist sign-up: Jo Bloggs, Bloggs Roofing (roofer, 6-20)",
      );
      // The form's order and labels, then what the founders need to judge it.
      const lines = founders.text!.split("\n").filter((line) => line.includes(": "));
      expect(lines.slice(0, 9)).toEqual([
        "Name: Jo Bloggs",
        `Email: ${input.email}`,
        "Company: Bloggs Roofing",
        "Trade: Roofer",
        "Company size: 6-20 people",
        "Plan: Professional",
        "Back-office users: 2",
        "Field users: 8",
        "Current software: Spreadsheets",
      ]);
      expect(founders.text).toContain("Estimated value: £86 a month (Professional, list price)");
      expect(founders.text).toContain("Signed up before: No, first sign-up from this address");
      expect(founders.text).toMatch(/Signed up: \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);
      expect(founders.html).toContain("Bloggs Roofing");

      const confirmation = mails.find((mail) => to(mail) === input.email)!;
      expect(confirmation.subject).toBe("Confirm your address to claim your Grafter founder place");
      for (const body of [confirmation.text!, confirmation.html as string]) {
        expect(body).toContain("Hi Jo,");
        expect(body).toMatch(/\/waitlist\/confirm\?token=\d+\.[\w-]{22}/);
        // To an address nobody has verified: nothing the sender typed but the first name.
        expect(body).not.toContain("Bloggs");
        expect(body).not.toContain("Spreadsheets");
      }
      // The recap: the form's fixed choices, so a typo can be spotted.
      expect(confirmation.text).toContain("Trade: Roofer");
      expect(confirmation.text).toContain("Plan: Professional");
      const rows = await db().select().from(notificationOutbox);
      expect(rows.every((row) => row.status === "sent" && row.sentAt !== null)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("tells the founders when a sign-up comes from an address already confirmed, with its place", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "grafter-mail-"));
    try {
      const deliver = () =>
        new Dispatcher(database, baseOptions({ transport: fileTransport(dir) })).drain();
      await submitWaitlist(buildWaitlistInput({ email: "Sam.Fixer+site@gmail.com" }));
      await deliver();
      const person = await findPersonByEmail(db(), "samfixer@gmail.com");
      expect(await confirmPerson(db(), person!)).toMatchObject({ place: 1 });
      await rm(dir, { recursive: true, force: true });
      await submitWaitlist(buildWaitlistInput({ email: "SAM.FIXER@GMAIL.COM" }));
      await deliver();
      const mails = await Promise.all(
        (await readdir(dir)).map(async (file) =>
          simpleParser(await readFile(path.join(dir, file))),
        ),
      );
      const notice = mails.find((mail) => mail.subject?.startsWith("New waitlist sign-up"))!;
      expect(notice.text).toContain("Signed up before: Yes, 1 earlier");
      expect(notice.text).toContain(
        "The address was confirmed before: it holds founder place 1 of 100.",
      );
      expect(notice.text).not.toContain("not confirmed yet");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("retries with backoff while the SMTP server is down, then delivers each message once", async () => {
    const port = await freePort();
    await submitContact(buildContactInput());
    await submitWaitlist(buildWaitlistInput());
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, DEFAULT_CONCURRENCY);
    const dispatcher = new Dispatcher(database, baseOptions({ transport, retryBaseMs: 60_000 }));

    const down = await dispatcher.drain();
    // The contact message's notice and acknowledgement, the sign-up's notice and confirmation.
    expect(down).toMatchObject({ claimed: 4, sent: 0, retried: 4 });
    let rows = await db().select().from(notificationOutbox);
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
    // Not yet due: nothing is claimed.
    expect((await dispatcher.drain()).claimed).toBe(0);

    const smtp = await startSmtp(port);
    try {
      await db().execute(sql`update notification_outbox set next_attempt_at = now()`);
      expect(await dispatcher.drain()).toMatchObject({ claimed: 4, sent: 4 });
      expect(await dispatcher.drain()).toMatchObject({ claimed: 0 });
      expect(smtp.received).toHaveLength(4);
      rows = await db().select().from(notificationOutbox);
      expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual(
        rows.map(() => ["sent", 2, null]),
      );
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("marks a notification failed, with its last error, after the last attempt", async () => {
    const port = await freePort();
    await submitContact(buildContactInput());
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, DEFAULT_CONCURRENCY);
    const dispatcher = new Dispatcher(database, baseOptions({ transport, maxAttempts: 3 }));
    for (let attempt = 0; attempt < 3; attempt += 1) await dispatcher.drain();
    transport.close();
    const [row] = await db().select().from(notificationOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row!.lastError).toBeTruthy();
    expect((await dispatcher.drain()).claimed).toBe(0);
  });

  it("posts the spec's send-email contract to the webhook with the bearer key", async () => {
    const calls: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        calls.push({ headers: request.headers, body: JSON.parse(body) });
        response.writeHead(calls.length === 1 ? 503 : 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const input = buildContactInput();
      await submitContact(input);
      const dispatcher = new Dispatcher(
        database,
        baseOptions({
          webhook: { url: `http://127.0.0.1:${port}/functions/v1/send-email`, key: "anon-key" },
        }),
      );
      expect(await dispatcher.drain()).toMatchObject({ retried: 1 });
      expect(await dispatcher.drain()).toMatchObject({ sent: 1 });
      expect(calls).toHaveLength(2);
      expect(calls[1]!.headers.authorization).toBe("Bearer anon-key");
      expect(calls[1]!.headers["content-type"]).toBe("application/json");
      expect(calls[1]!.body).toEqual({
        type: "contact",
        submission: {
          id: 1,
          name: input.name,
          email: input.email,
          message: input.message,
          source: "",
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("never delivers one notification twice when several dispatchers run at once, over one pool of SMTP connections", async () => {
    for (let i = 0; i < 15; i += 1) await submitWaitlist(buildWaitlistInput());
    const smtp = await startSmtp();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, DEFAULT_CONCURRENCY);
    try {
      const options = baseOptions({ transport, batchSize: 4 });
      const dispatchers = Array.from({ length: 4 }, () => new Dispatcher(database, options));
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.drain()));
      expect(smtp.received).toHaveLength(30);
      // One pool of connections, reused from message to message.
      expect(smtp.connections()).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
      const ids = smtp.received.map((mail) => mail.raw.match(/Message-ID: (.*)/i)?.[1]);
      expect(new Set(ids).size).toBe(30);
      const rows = await db().select().from(notificationOutbox);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("turns a burst of wake-ups into one run that delivers everything", async () => {
    for (let i = 0; i < 10; i += 1) await submitWaitlist(buildWaitlistInput());
    const dir = await mkdtemp(path.join(tmpdir(), "grafter-mail-"));
    const wake = new EventEmitter();
    const dispatcher = new Dispatcher(
      database,
      baseOptions({ transport: fileTransport(dir), lingerMs: 150, concurrency: 2 }),
    );
    let runs = 0;
    const runOnce = dispatcher.runOnce.bind(dispatcher);
    dispatcher.runOnce = async () => {
      runs += 1;
      return runOnce();
    };
    try {
      // Nothing is due yet when the poll loop starts, so only the wake-ups can deliver.
      await db().execute(
        sql`update notification_outbox set next_attempt_at = now() + interval '1 hour'`,
      );
      dispatcher.start(60_000, wake);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const startRuns = runs;
      await db().execute(sql`update notification_outbox set next_attempt_at = now()`);
      for (let i = 0; i < 10; i += 1) wake.emit("wake");
      // However long one run takes on a busy machine, it is one run.
      const allSent = async () =>
        (await db().select().from(notificationOutbox)).every(
          (row) => row.status === "sent" && row.attempts === 1,
        );
      await expect.poll(allSent, { timeout: 10_000 }).toBe(true);
      expect(await readdir(dir)).toHaveLength(20);
      expect(runs - startRuns).toBe(1);
    } finally {
      dispatcher.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
