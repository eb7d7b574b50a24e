import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";

import type { AppServer } from "../support/app-server";
import { appPort, pgPort, smtpPort } from "./support/ports";
import { eventually, inParallel, post, uniqueEmail, waitlistBody } from "./support/submissions";
import { startTwoInstances, type TwoInstances } from "./support/two-instances";

// Confirming and erasing race on the same people over two instances on one PostgreSQL
// (decision 081: every path that touches founder places takes the places lock before any row).
// With the 100 places taken and 30 people in line, 10 founders and the first 10 in line are
// erased at once; then 40 pending people are each confirmed and erased at once. No answer is a
// 5xx, every erasure is done, the places stay 1 to N without gaps or repeats, nobody waits in
// line while a place is free, and PostgreSQL logs no deadlock. The second case starts from the
// first's places and checks they are unchanged.

const PASSWORD = "locks-fault-password";
let deployment: TwoInstances | undefined;
let database: TwoInstances["database"];
let smtp: TwoInstances["smtp"];
let apps: TwoInstances["apps"] = [];
let cookie = "";

beforeAll(async () => {
  deployment = await startTwoInstances(
    { postgres: pgPort(12), smtp: smtpPort(12), apps: [appPort(24), appPort(25)] },
    {
      NOTIFY_POLL_MS: "200",
      // Shared, as every instance of a deployment shares it: a session from one works on both.
      SITE_SECRET: "founder-place-locks-fault-secret-0123456789",
      ADMIN_PASSWORD: PASSWORD,
    },
  );
  ({ database, smtp, apps } = deployment);
  cookie = await logIn(apps[0]!);
});

afterAll(() => deployment?.stop());

const app = (index: number) => apps[index % 2]!;

async function logIn(server: AppServer): Promise<string> {
  const response = await fetch(`${server.url}/admin/api/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ password: PASSWORD }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!session) throw new Error(`no session from the login (${response.status})`);
  return session;
}

async function signUpAll(emails: string[]) {
  const statuses = await inParallel(
    emails.length,
    8,
    async (index) =>
      (await post(`${app(index).url}/api/waitlist`, waitlistBody(emails[index]!))).status,
  );
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
}

const tokens = new Map<string, string>();
let parsedMessages = 0;

/** Each address's confirmation token, read from the e-mail the dispatcher sent it. */
async function confirmationTokens(emails: string[]): Promise<string[]> {
  await eventually(
    async () => {
      for (; parsedMessages < smtp.received.length; parsedMessages += 1) {
        const mail = await simpleParser(smtp.received[parsedMessages]!.raw);
        const token = /\/waitlist\/confirm\?token=([\w.%-]+)/.exec(mail.text ?? "")?.[1];
        const to = smtp.received[parsedMessages]!.to[0];
        if (token && to) tokens.set(to, decodeURIComponent(token));
      }
      return emails.every((email) => tokens.has(email));
    },
    60_000,
    300,
  );
  return emails.map((email) => {
    const token = tokens.get(email);
    if (!token) throw new Error(`no confirmation e-mail reached ${email}`);
    return token;
  });
}

/** The confirm page's button, as a JSON client presses it: the status, or "error". */
const confirm = async (server: AppServer, token: string) =>
  (await post(`${server.url}/api/waitlist/confirm`, { token }, { origin: server.url })).status;

/** The console's erasure of one address: done when it answers 303 to the erased page. */
async function erase(server: AppServer, email: string): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/admin/api/erase`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        cookie,
      },
      body: new URLSearchParams({ email, confirm: "yes" }),
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return response.status === 303 && /[?&]erased=\d+/.test(response.headers.get("location") ?? "");
  } catch {
    return false;
  }
}

/** Rows still held about these addresses, in every table an erasure empties. */
async function rowsAbout(emails: string[]): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `select (
       (select count(*) from waitlist_submissions where email_normalised = any($1)) +
       (select count(*) from waitlist_people where email_normalised = any($1)) +
       (select count(*) from notification_outbox where subject_email = any($1)))::int as count`,
    [emails],
  );
  return row?.count ?? -1;
}

const deadlocksIn = (log: string) => log.match(/deadlock detected/g)?.length ?? 0;

interface Places {
  places: number[];
  inLine: string[];
  founders: string[];
}

/** The places held, in order, and the people in line, first first. */
async function places(): Promise<Places> {
  const rows = await database.query<{ email: string; place: number | null }>(
    `select email_normalised as email, founder_place as place from waitlist_people
     where confirmed_at is not null order by founder_place nulls last, confirmed_at, id`,
  );
  const held = rows.filter((row) => row.place !== null);
  return {
    places: held.map((row) => row.place!),
    founders: held.map((row) => row.email),
    inLine: rows.filter((row) => row.place === null).map((row) => row.email),
  };
}

/** Places 1 to N, each once, and nobody in line while one of the 100 is free. */
function expectPlacesInOrder({ places, inLine }: Places) {
  expect(places).toEqual(Array.from({ length: places.length }, (_, index) => index + 1));
  if (places.length < 100) expect(inLine).toEqual([]);
}

it("erases 10 founders and the first 10 in line at once, and passes the places on in order", async () => {
  const emails = Array.from({ length: 130 }, (_, index) => uniqueEmail("locks-founder", index));
  await signUpAll(emails);
  const confirmTokens = await confirmationTokens(emails);
  const confirmed = await inParallel(emails.length, 8, (index) =>
    confirm(app(index), confirmTokens[index]!),
  );
  expect(confirmed.filter((status) => status !== 200)).toEqual([]);
  const before = await places();
  expectPlacesInOrder(before);
  expect(before.places).toHaveLength(100);
  expect(before.inLine).toHaveLength(30);

  const founders = before.founders.filter((_, index) => index % 10 === 3);
  const firstInLine = before.inLine.slice(0, 10);
  const leaving = founders.flatMap((founder, index) => [founder, firstInLine[index]!]);
  const logFrom = database.log().length;
  const erasures = await Promise.all(leaving.map((email, index) => erase(app(index), email)));

  expect({
    erasuresFailed: erasures.filter((done) => !done).length,
    rowsLeft: await rowsAbout(leaving),
    deadlocks: deadlocksIn(database.log().slice(logFrom)),
  }).toEqual({ erasuresFailed: 0, rowsLeft: 0, deadlocks: 0 });
  const after = await places();
  expectPlacesInOrder(after);
  expect(after.places).toHaveLength(100);
  // The next ten in line took the ten places, and the last ten still wait, in their order.
  expect(after.founders.sort()).toEqual(
    [
      ...before.founders.filter((email) => !founders.includes(email)),
      ...before.inLine.slice(10, 20),
    ].sort(),
  );
  expect(after.inLine).toEqual(before.inLine.slice(20));
});

it("confirms and erases the same 40 pending people at once, over two instances", async () => {
  const emails = Array.from({ length: 40 }, (_, index) => uniqueEmail("locks-pending", index));
  const before = await places();
  await signUpAll(emails);
  const confirmTokens = await confirmationTokens(emails);
  const logFrom = database.log().length;

  // Each person's erasure and confirmation leave together, each to another instance.
  const both = await Promise.all(
    emails.map((email, index) =>
      Promise.all([erase(app(index + 1), email), confirm(app(index), confirmTokens[index]!)]),
    ),
  );
  const erasures = both.map(([erased]) => erased);
  const confirmations = both.map(([, status]) => status);

  // One object, so a failure shows every figure at once.
  expect({
    confirmations5xx: confirmations.filter((status) => status === "error" || status >= 500).length,
    erasuresFailed: erasures.filter((done) => !done).length,
    rowsLeft: await rowsAbout(emails),
    deadlocks: deadlocksIn(database.log().slice(logFrom)),
  }).toEqual({ confirmations5xx: 0, erasuresFailed: 0, rowsLeft: 0, deadlocks: 0 });
  // Founder or in line when it came first, "no such link" when the erasure did.
  expect(confirmations.filter((status) => status !== 200 && status !== 404)).toEqual([]);
  const after = await places();
  expectPlacesInOrder(after);
  expect(after).toEqual(before);
});
