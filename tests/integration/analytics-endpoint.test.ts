import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as beacon } from "@/app/api/beacon/route";
import { GET as consentGet, POST as consent } from "@/app/api/consent/route";
import { GET as beaconGet } from "@/app/api/beacon/route";
import { MAX_BEACON_BYTES } from "@/lib/analytics/wire";
import { type Database, setDatabaseForTests } from "@/server/db";
import { ANALYTICS_BODIES_PER_HOUR } from "@/server/http/analytics-endpoint";

const valid = {
  v: 1,
  visit: "abcdefghijklmnop",
  events: [{ type: "view", path: "/", viewport: "desktop", firstInVisit: true }],
};

function request(body: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/api/beacon", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0",
      "accept-language": "en-GB",
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body,
  });
}

// Every refusal is decided before the database is touched: these run with no database at all.
describe.each([
  ["/api/beacon", beacon],
  ["/api/consent", consent],
])("%s refuses with a 4xx, never a 5xx", (_path, handler) => {
  it("refuses a type other than JSON or text/plain (415)", async () => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data", ""]) {
      const response = await handler(request(JSON.stringify(valid), { "content-type": type }));
      expect(response.status).toBe(415);
    }
  });

  it("refuses a body over MAX_BEACON_BYTES, even without a Content-Length (413)", async () => {
    const big = JSON.stringify({ ...valid, padding: "x".repeat(MAX_BEACON_BYTES) });
    expect((await handler(request(big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i += 1)
          controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost:3000/api/beacon", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await handler(chunked)).status).toBe(413);
  });

  it("refuses a body that is not JSON (400)", async () => {
    expect((await handler(request("{not json"))).status).toBe(400);
  });

  it("refuses a cross-site post (403)", async () => {
    const response = await handler(
      request(JSON.stringify(valid), {
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/beacon schema", () => {
  const refused = async (body: unknown) => (await beacon(request(JSON.stringify(body)))).status;

  it("refuses a body outside the schema (422)", async () => {
    expect(await refused({ ...valid, v: 2 })).toBe(422);
    expect(await refused({ ...valid, visit: "short" })).toBe(422);
    expect(await refused({ ...valid, events: [] })).toBe(422);
    expect(await refused({ ...valid, ip: "203.0.113.9" })).toBe(422);
    expect(await refused([valid])).toBe(422);
  });

  it("refuses a path carrying a query string or a full URL, so no token is ever stored (422)", async () => {
    for (const path of [
      "/my-data/view?token=secret",
      "/signup#token",
      "https://grafter.example/x",
      "//evil.example/",
    ]) {
      expect(await refused({ ...valid, events: [{ ...valid.events[0], path }] })).toBe(422);
    }
  });

  it("answers GET with 405 and the methods it serves", async () => {
    for (const handler of [beaconGet, consentGet]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});

/** Every write fails as it does with PostgreSQL gone; each accepted body is then answered 204. */
function databaseDown() {
  const down = async () => {
    throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  };
  setDatabaseForTests({
    db: { transaction: down, insert: () => ({ values: down }) } as unknown as Database,
    driver: "postgres",
    close: async () => {},
  });
}

describe("a beacon when the database is down", () => {
  afterEach(() => setDatabaseForTests(undefined));

  it("is answered 204, not a 5xx, and the visitor's browser moves on", async () => {
    databaseDown();
    expect((await beacon(request(JSON.stringify(valid)))).status).toBe(204);
    const choice = {
      v: 1,
      visit: "abcdefghijklmnop",
      bannerVersion: 1,
      action: "reject",
      categories: { performance: false, functionality: false, marketing: false },
    };
    expect((await consent(request(JSON.stringify(choice)))).status).toBe(204);
  });
});

describe("one client's bodies in an hour", () => {
  afterEach(() => setDatabaseForTests(undefined));

  it("are refused with 429 beyond the budget, and another client's still answered", async () => {
    // Nothing is stored here (the database is down: each accepted body is answered 204); what is
    // counted is every request, before its body is read.
    databaseDown();
    const from = async (address: string) =>
      (await beacon(request(JSON.stringify(valid), { "x-forwarded-for": address }))).status;
    const answers = new Set<number>();
    for (let i = 0; i < ANALYTICS_BODIES_PER_HOUR; i += 1) answers.add(await from("2001:db8:7::1"));
    expect([...answers]).toEqual([204]);
    // Another address of the same /64 is the same client.
    expect(await from("2001:db8:7::2")).toBe(429);
    expect(await from("203.0.113.77")).toBe(204);
  });
});

describe("the beacon's handler loaded twice (two copies of its module in one process)", () => {
  afterEach(() => setDatabaseForTests(undefined));

  it("keeps one hourly budget of bodies per client, whatever door or spelling of the path", async () => {
    // `POST /api/./beacon` once reached a second copy of the handler, which kept a second budget:
    // 240 more bodies an hour from one address.
    databaseDown();
    vi.resetModules();
    const { POST: nextCopy } = await import("@/app/api/beacon/route");
    expect(nextCopy).not.toBe(beacon);
    const body = JSON.stringify({ ...valid, visit: "twodoorstwodoors" });
    const from = async (handler: typeof beacon, path: string) =>
      (
        await handler(
          new Request(`http://localhost:3000${path}`, {
            method: "POST",
            headers: { ...request(body).headers, "x-forwarded-for": "203.0.113.90" },
            body,
          }),
        )
      ).status;
    const answers = new Set<number>();
    for (let i = 0; i < ANALYTICS_BODIES_PER_HOUR; i += 1)
      answers.add(await (i % 2 ? from(beacon, "/api/beacon") : from(nextCopy, "/api/./beacon")));
    expect([...answers]).toEqual([204]);
    expect(await from(nextCopy, "/api/./beacon")).toBe(429);
    expect(await from(beacon, "/api/beacon")).toBe(429);
  });
});
