import { afterEach, expect, it } from "vitest";

import { type AppServer, startApp } from "../support/app-server";
import { appPort, smtpPort } from "./support/ports";
import { startSmtp } from "../support/smtp";
import { eventually, inParallel, post, uniqueEmail, waitlistBody } from "./support/submissions";

// The SMTP server is down for the first half of 500 submissions; once it is back every
// notification (the founders' notice and the visitor's confirmation) arrives exactly once.

const SUBMISSIONS = 500;
const FOUNDERS = "founders@example.co.uk";

let app: AppServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

afterEach(async () => {
  await app?.stop();
  await smtp?.close();
});

it("delivers every notification exactly once after an SMTP outage", async () => {
  const port = smtpPort(0);
  app = await startApp(appPort(2), {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    NOTIFY_TO: FOUNDERS,
    NOTIFY_RETRY_BASE_MS: "200",
    NOTIFY_MAX_ATTEMPTS: "30",
    NOTIFY_POLL_MS: "250",
  });
  const server = app;
  const emails = Array.from({ length: SUBMISSIONS }, (_, index) => uniqueEmail("smtp", index));
  const submit = (from: number, to: number) =>
    inParallel(to - from, 25, async (index) => {
      const result = await post(`${server.url}/api/waitlist`, waitlistBody(emails[from + index]!));
      return result.status;
    });

  // First half: nothing listens on the SMTP port, every delivery attempt fails.
  const firstHalf = await submit(0, SUBMISSIONS / 2);
  expect(firstHalf.every((status) => status === 201)).toBe(true);
  const during = await (await fetch(`${server.url}/api/health`)).json();
  expect(during.outbox.pending).toBeGreaterThan(0);

  smtp = await startSmtp(port);
  const secondHalf = await submit(SUBMISSIONS / 2, SUBMISSIONS);
  expect(secondHalf.every((status) => status === 201)).toBe(true);

  const expected = SUBMISSIONS * 2;
  const mail = smtp.received;
  const delivered = await eventually(async () => mail.length >= expected, 90_000, 500);
  expect(delivered, `${mail.length} of ${expected} messages arrived`).toBe(true);
  // Then quiet: nothing is sent a second time.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(mail.length).toBe(expected);

  const confirmations = new Map<string, number>();
  const notices = new Map<string, number>();
  for (const message of mail) {
    if (message.to.includes(FOUNDERS)) {
      const replyTo = /^Reply-To:\s*<?([^>\s]+)>?/im.exec(message.raw)?.[1] ?? "?";
      notices.set(replyTo, (notices.get(replyTo) ?? 0) + 1);
    } else {
      for (const to of message.to) confirmations.set(to, (confirmations.get(to) ?? 0) + 1);
    }
  }
  for (const email of emails) {
    expect(notices.get(email), `founders' notice for ${email}`).toBe(1);
    expect(confirmations.get(email), `confirmation to ${email}`).toBe(1);
  }
  const health = await (await fetch(`${server.url}/api/health`)).json();
  expect(health.outbox).toMatchObject({ pending: 0, failed: 0 });
});
