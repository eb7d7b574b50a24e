import { afterAll, beforeAll, expect, it } from "vitest";

import { appPort, pgPort, smtpPort } from "./support/ports";
import { eventually, inParallel, post, uniqueEmail, waitlistBody } from "./support/submissions";
import { startTwoInstances, type TwoInstances } from "./support/two-instances";

// Two app instances on one PostgreSQL: 50 simultaneous submissions with one address, split
// between them, store exactly 3; every notification is delivered once although both
// dispatchers work the same outbox.

const FOUNDERS = "founders@example.co.uk";
let deployment: TwoInstances | undefined;
let database: TwoInstances["database"];
let smtp: TwoInstances["smtp"];
let apps: TwoInstances["apps"] = [];

beforeAll(async () => {
  deployment = await startTwoInstances(
    { postgres: pgPort(4), smtp: smtpPort(1), apps: [appPort(4), appPort(5)] },
    { NOTIFY_TO: FOUNDERS, NOTIFY_POLL_MS: "200" },
  );
  ({ database, smtp, apps } = deployment);
});

afterAll(() => deployment?.stop());

const messagesTo = (address: string) =>
  smtp.received.filter((message) => message.to.includes(address)).length;
const noticesFor = (address: string) =>
  smtp.received.filter(
    (message) =>
      message.to.includes(FOUNDERS) && new RegExp(`^Reply-To:.*${address}`, "im").test(message.raw),
  ).length;

it("stores exactly 3 of 50 simultaneous submissions of one address across two instances", async () => {
  const email = uniqueEmail("twins", 0);
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      post(`${apps[index % 2]!.url}/api/waitlist`, waitlistBody(email)),
    ),
  );
  const statuses = results.map((result) => result.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(47);
  const [stored] = await database.query<{ count: number }>(
    "select count(*)::int as count from waitlist_submissions where email_normalised = $1",
    [email],
  );
  expect(stored?.count).toBe(3);

  await eventually(async () => messagesTo(email) >= 3 && noticesFor(email) >= 3, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(messagesTo(email), "confirmations").toBe(3);
  expect(noticesFor(email), "founders' notices").toBe(3);
});

it("delivers each of 200 notifications once while both dispatchers run", async () => {
  const emails = Array.from({ length: 100 }, (_, index) => uniqueEmail("twins-many", index));
  const statuses = await inParallel(emails.length, 20, async (index) => {
    const app = apps[index % 2]!;
    return (await post(`${app.url}/api/waitlist`, waitlistBody(emails[index]!))).status;
  });
  expect(statuses.every((status) => status === 201)).toBe(true);
  await eventually(
    async () => emails.every((email) => messagesTo(email) >= 1 && noticesFor(email) >= 1),
    60_000,
    500,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const email of emails) {
    expect(messagesTo(email), `confirmation to ${email}`).toBe(1);
    expect(noticesFor(email), `founders' notice for ${email}`).toBe(1);
  }
  const [outbox] = await database.query<{ unsent: number }>(
    "select count(*)::int as unsent from notification_outbox where status <> 'sent'",
  );
  expect(outbox?.unsent).toBe(0);
});
