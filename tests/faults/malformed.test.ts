import { afterAll, beforeAll, expect, it } from "vitest";

import { type AppServer, startApp } from "../support/app-server";
import { type Endpoint, malformedRequests } from "./support/malformed";
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
  app = await startApp(appPort(6), { DATABASE_URL: database.url });
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
