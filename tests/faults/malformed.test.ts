import { Agent, request as httpRequest } from "node:http";

import { afterAll, beforeAll, expect, it } from "vitest";

import { type AppServer, startApp } from "../support/app-server";
import {
  type Endpoint,
  malformedRequests,
  type OddRequest,
  oddRequests,
} from "./support/malformed";
import { appPort, pgPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { inParallel, post, uniqueEmail, waitlistBody } from "./support/submissions";

// 5,000 malformed bodies per endpoint (wrong types, huge strings, deep nesting, unicode,
// __proto__ keys, wrong content types, broken JSON, odd form posts): never a 5xx, never a row,
// and the server's memory stays steady.

const PER_ENDPOINT = 5_000;
const endpoints: Endpoint[] = ["waitlist", "contact", "newsletter"];
const tables = ["waitlist_submissions", "contact_submissions", "newsletter_subscriptions"];

let database: Postgres;
let app: AppServer;

beforeAll(async () => {
  database = startPostgres(pgPort(5));
  app = await startApp(
    appPort(6),
    { DATABASE_URL: database.url, ADMIN_PASSWORD: "malformed-password", LOG_LEVEL: "info" },
    { capture: true },
  );
});

afterAll(async () => {
  await app?.stop();
  database?.stop();
});

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.query<{ count: number }>(
      `select count(*)::int as count from ${table}`,
    );
    counts[table] = row!.count;
  }
  return counts;
}

async function send(endpoint: Endpoint, contentType: string | null, body: string) {
  try {
    const response = await fetch(`${app.url}/api/${endpoint}`, {
      method: "POST",
      headers: contentType ? { "content-type": contentType } : {},
      body,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

it("answers every malformed body with a 4xx, stores nothing and keeps its memory", async () => {
  const before = await rowCounts();
  const memory: number[] = [];
  for (const endpoint of endpoints) {
    const requests = malformedRequests(endpoint, PER_ENDPOINT, endpoints.indexOf(endpoint) + 1);
    const statuses = await inParallel(requests.length, 20, async (index) => {
      const request = requests[index]!;
      const status = await send(endpoint, request.contentType, request.body);
      if (index % 1_000 === 999) memory.push(app.rssMb());
      return { kind: request.kind, status };
    });
    const byStatus = new Map<string, number>();
    for (const { kind, status } of statuses) {
      const key = `${status} ${kind}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    console.log(`/api/${endpoint}: ${[...byStatus].map(([k, n]) => `${n}× ${k}`).join(", ")}`);
    const wrong = statuses.filter(({ status }) => status < 400 || status >= 500);
    expect(wrong, `/api/${endpoint}: answers outside 4xx`).toEqual([]);
  }
  expect(await rowCounts(), "rows stored from malformed bodies").toEqual(before);

  // Memory: it grows while the JIT and heap warm up, then levels off. The last 5,000 requests
  // may not raise the peak of the 5,000 before them by more than a little.
  console.log(
    `server RSS every 1,000 requests (MB): ${memory.map((mb) => mb.toFixed(0)).join(" ")}`,
  );
  const peak = (samples: number[]) => Math.max(...samples);
  expect(
    peak(memory.slice(10)) - peak(memory.slice(5, 10)),
    "RSS growth, last third (MB)",
  ).toBeLessThan(24);
  expect(peak(memory) - memory[0]!, "RSS growth overall (MB)").toBeLessThan(192);

  // Still healthy, and nothing leaked into shared objects: a valid submission is stored as sent.
  const email = uniqueEmail("after-malformed", 0);
  expect((await post(`${app.url}/api/waitlist`, waitlistBody(email))).status).toBe(201);
  const [row] = await database.query<{ name: string; trade: string }>(
    "select name, trade from waitlist_submissions where email = $1",
    [email],
  );
  expect(row).toEqual({ name: "Fault Finder", trade: "electrician" });
  expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
});

interface Answer {
  status: number;
  allow?: string;
  connection?: string;
  location?: string;
  cookie?: string;
}

/** One request over node:http, the target sent as written (fetch would re-encode some). */
function sendRaw(request: OddRequest, agent?: Agent): Promise<Answer> {
  const { hostname, port } = new URL(app.url);
  const headers = { ...request.headers };
  if (request.body && !headers["transfer-encoding"])
    headers["content-length"] = String(request.body.length);
  return new Promise((resolve) => {
    const sending = httpRequest(
      { hostname, port, agent, method: request.method, path: request.target, headers },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            allow: response.headers.allow,
            connection: response.headers.connection,
            location: response.headers.location,
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0],
          }),
        );
      },
    );
    sending.setTimeout(30_000, () => sending.destroy());
    sending.on("error", () => resolve({ status: 0 }));
    sending.end(request.body);
  });
}

it("answers bad paths, methods on files, stray multipart and oversized bodies with a 4xx", async () => {
  const home = await (await fetch(app.url)).text();
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1];
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(
    await (await fetch(`${app.url}/blog`)).text(),
  )?.[1];
  expect(script && article).toBeTruthy();
  const requests = oddRequests(script!, article!);
  const logFrom = app.output().length;

  const answers = await inParallel(requests.length, 8, async (index) => {
    const request = requests[index]!;
    if (!request.then) return { request, answer: await sendRaw(request), next: undefined };
    // The same connection for the next request, unless the server said it would close it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await sendRaw(request, agent);
    const next = await sendRaw({ kind: "next", method: "GET", target: "/robots.txt" }, agent);
    agent.destroy();
    return { request, answer, next };
  });

  // The admin console's erasure with a NUL in the address (PostgreSQL refuses it in text).
  const login = await sendRaw({
    kind: "login",
    method: "POST",
    target: "/admin/api/login",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
    body: Buffer.from("password=malformed-password"),
  });
  expect(login.cookie).toBeTruthy();
  const session = { cookie: login.cookie!, origin: app.url };
  const erasures: OddRequest[] = [
    {
      kind: "erase preview with NUL",
      method: "GET",
      target: "/admin/erase?email=%00",
      headers: session,
    },
    {
      kind: "erase preview with NUL",
      method: "GET",
      target: "/admin/erase?email=a%00b%40x.co",
      headers: session,
    },
    ...["%00", "a%00b%40x.co"].map((email) => ({
      kind: "erase with NUL",
      method: "POST",
      target: "/admin/api/erase",
      headers: { ...session, "content-type": "application/x-www-form-urlencoded" },
      body: Buffer.from(`email=${email}&confirm=yes`),
    })),
  ];
  for (const request of erasures)
    answers.push({ request, answer: await sendRaw(request), next: undefined });

  const byStatus = new Map<string, number>();
  for (const { request, answer } of answers) {
    const key = `${answer.status} ${request.kind}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const statuses: Record<number, number> = {};
  for (const { answer } of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  console.log(`pages and files: ${answers.length} requests, statuses ${JSON.stringify(statuses)}`);
  console.log([...byStatus].map(([k, n]) => `${n}× ${k}`).join("\n"));

  const label = ({ request, answer }: (typeof answers)[number]) =>
    `${request.method} ${request.target.slice(0, 60)} (${request.kind}): ${answer.status}`;
  // A page of the console that finds nothing to erase is a page (200), never a 5xx.
  const refused = (entry: (typeof answers)[number]) =>
    entry.request.kind === "erase preview with NUL"
      ? entry.answer.status === 200
      : entry.answer.status >= 400 && entry.answer.status < 500;
  expect(answers.filter((entry) => !refused(entry)).map(label), "answers outside 4xx").toEqual([]);
  const files = answers.filter(({ request }) => request.allow);
  expect(
    files.filter(({ answer }) => answer.status !== 405 || answer.allow !== "GET, HEAD").map(label),
  ).toEqual([]);
  const oversized = answers.filter(({ request }) => request.then);
  expect(oversized.filter(({ answer }) => answer.status !== 413).map(label), "oversized").toEqual(
    [],
  );
  expect(
    oversized
      .filter(({ next }) => next?.status !== 200)
      .map((entry) => `${label(entry)}, then ${entry.next?.status}`),
    "the next request on the connection",
  ).toEqual([]);

  // Refusing bad input is no failure of ours: no error line, no stack trace, nothing it carried.
  // One exception, left to Next: an id of its own shape (42 hex digits, which can carry no text)
  // that names no action of this build is its version-skew warning, a 409 with a stack.
  const log = app
    .output()
    .slice(logFrom)
    .replace(
      /Error: Failed to find Server Action "[0-9a-f]{42}"[^\n]*\n(Read more[^\n]*\n)?(\s+at [^\n]*\n)*/g,
      "",
    );
  expect(log).not.toMatch(/"level":(50|60)/);
  expect(log).not.toMatch(/^\s+at /m);
  for (const secret of new Set(requests.map((request) => request.secret).filter(Boolean)))
    expect(log).not.toContain(secret);
  expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
});
