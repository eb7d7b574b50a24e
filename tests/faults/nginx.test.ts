import { afterAll, beforeAll, expect, it } from "vitest";

import { type AppServer, startApp } from "../support/app-server";
import { findNginx, type Nginx, startNginx } from "./support/nginx";
import { appPort, pgPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { uniqueEmail, waitlistBody } from "./support/submissions";

// The deployment of deploy/: nginx with the recipe's proxy settings in front of two instances on
// one PostgreSQL, TRUST_PROXY on. 200 connections for 30 s: no errors, every 201 stored. 50
// simultaneous submissions of one address, spread over both instances: exactly 3 stored. 20
// copies of one fill at once (a client retrying), over both instances: one stored (decision 059).

const CONNECTIONS = 200;
const SECONDS = Number(process.env.FAULTS_NGINX_SECONDS ?? 30);

const nginxBinary = findNginx();
let database: Postgres;
let apps: AppServer[] = [];
let nginx: Nginx;

beforeAll(async () => {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx)");
  database = startPostgres(pgPort(6));
  const env = { DATABASE_URL: database.url, TRUST_PROXY: "true", NOTIFY_POLL_MS: "1000" };
  apps = await Promise.all([startApp(appPort(13), env), startApp(appPort(14), env)]);
  nginx = await startNginx(nginxBinary, appPort(15), [appPort(13), appPort(14)]);
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  database?.stop();
});

const post = (email: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}/api/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(waitlistBody(email)),
    signal: AbortSignal.timeout(120_000),
  });

/**
 * POSTs a submission through nginx: its status, or the error's name. A request may wait long on
 * this shared machine (200 connections on 2 cores), so only nginx's own timeouts (60 s) count.
 */
async function submit(email: string): Promise<string> {
  try {
    const response = await post(email);
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return `error: ${(error as Error).cause ?? (error as Error).name}`;
  }
}

const storedOf = async (emails: string[]) => {
  const [row] = await database.query<{ count: number }>(
    "select count(*)::int as count from waitlist_submissions where email = any($1)",
    [emails],
  );
  return row?.count ?? 0;
};

it(`answers ${CONNECTIONS} connections for ${SECONDS} s through nginx with no error, and stores every 201`, async () => {
  const until = Date.now() + SECONDS * 1000;
  const statuses = new Map<string, number>();
  const accepted: string[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let index = 0; Date.now() < until; index += 1) {
        const email = uniqueEmail(`nginx-${connection}`, index);
        sent += 1;
        const status = await submit(email);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === "201") accepted.push(email);
      }
    }),
  );
  const stored = await storedOf(accepted);
  console.log(
    `nginx + 2 instances, ${CONNECTIONS} connections, ${SECONDS} s: ${sent} requests ` +
      `(${(sent / SECONDS).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `${accepted.length} answered 201, ${stored} stored`,
  );
  expect(Object.fromEntries(statuses)).toEqual({ "201": sent });
  expect(stored).toBe(accepted.length);
});

const bothInstances = () => [appPort(13), appPort(14)].map((port) => `127.0.0.1:${port}`).sort();

/** Sends `count` requests at once; notes which instance answered each (nginx's X-Upstream). */
async function sendAtOnce(count: number, send: () => Promise<Response>, served: Set<string>) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await send();
      served.add(response.headers.get("x-upstream") ?? "");
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

it("stores exactly 3 of 50 simultaneous submissions of one address, spread over both instances", async () => {
  const email = uniqueEmail("nginx-same", 0);
  const served = new Set<string>();
  const statuses = await sendAtOnce(50, () => post(email), served);
  expect([...served].sort()).toEqual(bothInstances());
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(47);
  expect(await storedOf([email])).toBe(3);
});

it("stores once a fill sent 20 times at once with one Idempotency-Key, over both instances", async () => {
  const email = uniqueEmail("nginx-retry", 0);
  const served = new Set<string>();
  const key = { "idempotency-key": "nginx-retry-0123456789" };
  const statuses = await sendAtOnce(20, () => post(email, key), served);
  expect([...served].sort()).toEqual(bothInstances());
  expect(statuses).toEqual(Array.from({ length: 20 }, () => 201));
  expect(await storedOf([email])).toBe(1);
});
