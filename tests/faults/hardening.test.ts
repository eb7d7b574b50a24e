import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { type AppServer, startApp } from "../support/app-server";
import { routeAddress, routeTable } from "../support/route-table";
import { startSmtp } from "../support/smtp";
import { queryPglite } from "./support/pglite";
import { appPort, pgPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { eventually, inParallel, post, uniqueEmail, waitlistBody } from "./support/submissions";

// What an attacker tried, as fault cases against the production server.

interface Answer {
  status: number;
  allow?: string;
  body: string;
}

/** Any method, any target, over node:http (fetch refuses TRACE, TRACK and CONNECT). */
function send(
  url: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const request = httpRequest(
      { hostname, port, method, path: target, headers, timeout: 30_000 },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body: text }),
        );
      },
    );
    request.on("error", () => resolve({ status: 0, body: "" }));
    request.on("timeout", () => request.destroy());
    request.end(body);
  });
}

const otherMethods = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "TRACK", "PROPFIND", "FOO"];

const valid: Record<string, Record<string, string>> = {
  waitlist: {
    name: "Fuzz Person",
    email: "fuzz@example.co.uk",
    company: "Fuzz Ltd",
    trade: "roofer",
    company_size: "1-5",
    interested_plan: "starter",
    back_office_users: "1",
    field_users: "2",
    current_software: "Paper",
    additional_notes: "Notes",
  },
  contact: { name: "Fuzz Person", email: "fuzz@example.co.uk", message: "Hello" },
  newsletter: { email: "fuzz@example.co.uk" },
};
const multiLine = new Set(["additional_notes", "message"]);
/** Refused in every field. */
const anywhere = ["\u0000", "a\u0000b", "\ud800", "x\udc00y", "a\u0007b", "a\u001bb", "a\u007fb"];
/** Refused in one-line fields (and harmless where line breaks are allowed). */
const oneLineOnly = ["Eve\r\nBcc: victim@evil.test", "a\u2028b", "a\u202eb", "a\u200bb", "a\tb"];

describe("hardening faults", () => {
  let app: AppServer | undefined;
  let database: Postgres | undefined;
  let dataDir: string | undefined;
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await app?.stop();
    app = undefined;
    database?.stop();
    database = undefined;
    for (const close of closers.splice(0)) await close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it("fuzz: NUL, lone surrogates, controls and unsupported methods never get a 5xx and store nothing", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "grafter-fuzz-"));
    app = await startApp(
      appPort(7),
      { ADMIN_PASSWORD: "fuzz-password", LOG_LEVEL: "info" },
      { dataDir, capture: true },
    );
    const server = app;
    const jobs: (() => Promise<[string, Answer]>)[] = [];
    for (const [form, fields] of Object.entries(valid)) {
      for (const field of Object.keys(fields)) {
        const values = multiLine.has(field) ? anywhere : [...anywhere, ...oneLineOnly];
        // The same fields posted as JSON and as a form, each answer labelled with how it was sent.
        const post =
          (encoding: string, type: string, payload: string) =>
          async (): Promise<[string, Answer]> => [
            `${encoding} ${form}.${field}`,
            await send(server.url, "POST", `/api/${form}`, { "content-type": type }, payload),
          ];
        for (const value of values) {
          const body = { ...fields, [field]: value };
          jobs.push(post("json", "application/json", JSON.stringify(body)));
          // A form post cannot carry a lone surrogate: its bytes decode to U+FFFD.
          if (/[\ud800-\udfff]/.test(value)) continue;
          jobs.push(
            post("form", "application/x-www-form-urlencoded", new URLSearchParams(body).toString()),
          );
        }
      }
    }
    const tokenGets: Promise<Answer>[] = [];
    for (const endpoint of ["confirm", "unsubscribe"]) {
      for (const token of [
        "a%00b",
        "%00",
        "%ED%A0%80",
        "a%0D%0Ab",
        "a'--",
        "%C0%80",
        "x".repeat(500),
      ]) {
        // Opening a link never acts: a GET only leads to the page with the button (decision 016).
        jobs.push(async () => [
          `token ${endpoint} (POST)`,
          await send(server.url, "POST", `/api/newsletter/${endpoint}?token=${token}`, {
            accept: "application/json",
          }),
        ]);
        tokenGets.push(
          send(server.url, "GET", `/api/newsletter/${endpoint}?token=${token}`, {
            accept: "application/json",
          }),
        );
      }
    }
    const methodAnswers: [string, string, Answer][] = [];
    for (const answer of await Promise.all(tokenGets)) {
      expect(answer.status).toBe(303);
    }
    for (const [route, { served }] of Object.entries(routeTable)) {
      for (const method of otherMethods) {
        jobs.push(async () => {
          const answer = await send(server.url, method, routeAddress(route));
          methodAnswers.push([route, method, answer]);
          return [`${method} ${route} (${served.join(",")})`, answer];
        });
      }
    }
    const answers = await inParallel(jobs.length, 8, (index) => jobs[index]!());
    const statuses: Record<number, number> = {};
    for (const [, answer] of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    console.log(`fuzz: ${answers.length} requests, statuses ${JSON.stringify(statuses)}`);

    const serverErrors = answers.filter(
      ([, answer]) => answer.status >= 500 || answer.status === 0,
    );
    expect(serverErrors.map(([label, answer]) => `${label}: ${answer.status}`)).toEqual([]);
    const accepted = answers.filter(([, answer]) => answer.status < 400);
    expect(accepted.map(([label, answer]) => `${label}: ${answer.status}`)).toEqual([]);
    for (const [route, method, answer] of methodAnswers) {
      if (["PUT", "DELETE", "PATCH", "OPTIONS"].includes(method)) {
        expect(answer.status, `${method} ${route}`).toBe(405);
        expect(answer.allow, `${method} ${route}`).toBe(routeTable[route]!.served.join(", "));
      }
      // Refused by the edge before Next.js, which would throw on it (a 500 and a stack trace).
      if (method === "TRACE") expect(answer.status, `TRACE ${route}`).toBe(405);
    }
    // No error lines, no stack traces: refusing bad input is not a failure of ours.
    const output = server.output();
    expect(output).not.toMatch(/"level":(50|60)/);
    expect(output).not.toMatch(/^\s+at /m);

    await server.stop();
    app = undefined;
    for (const table of [
      "waitlist_submissions",
      "contact_submissions",
      "newsletter_subscriptions",
      "notification_outbox",
    ]) {
      const [row] = await queryPglite<{ count: number }>(
        dataDir,
        `select count(*)::int as count from ${table}`,
      );
      expect(row!.count, table).toBe(0);
    }
  });

  it("database failures write none of a submission's values to the logs", async () => {
    database = startPostgres(pgPort(7));
    app = await startApp(
      appPort(8),
      { DATABASE_URL: database.url, LOG_LEVEL: "info", ADMIN_PASSWORD: "fault-password" },
      { capture: true },
    );
    const server = app;
    const db = database;
    // The server migrates as it starts; the triggers go on its tables.
    await eventually(async () => {
      const [row] = await db.query<{ found: string | null }>(
        "select to_regclass('public.contact_submissions')::text as found",
      );
      return Boolean(row?.found);
    }, 60_000);
    await database.query(`
      create function fail_with_values() returns trigger language plpgsql as $$
      begin
        raise exception 'cannot store % <%>', new.name, new.email using detail = row_to_json(new)::text;
      end $$`);
    for (const table of ["waitlist_submissions", "contact_submissions"]) {
      await database.query(
        `create trigger fail_insert before insert on ${table} for each row execute function fail_with_values()`,
      );
    }
    const secrets = [
      "Zebedee",
      "Quartermaine",
      "privacy-fault",
      "Tradify",
      "07700",
      "Ottoline",
      "whisper",
      "carol.private",
    ];
    const waitlist = {
      ...waitlistBody("zebedee.q@privacy-fault.example"),
      name: "Zebedee Quartermaine",
      current_software: "Tradify",
      additional_notes: "Ring 07700 900123",
    };
    // A client's X-Request-Id is no request id of ours: it could carry anything into each line.
    const requestId = { "x-request-id": "carol.private@request-id.example 07700900999" };
    expect((await post(`${server.url}/api/waitlist`, waitlist, requestId)).status).toBe(500);
    const contact = {
      name: "Ottoline",
      email: "ottoline@privacy-fault.example",
      message: "A whisper",
    };
    expect((await post(`${server.url}/api/contact`, contact)).status).toBe(500);

    // The console's own queries failing, with a search for a person in their parameters.
    const cookie = await new Promise<string>((resolve) => {
      const request = httpRequest(
        {
          hostname: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/admin/api/login",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
        (response) => {
          response.resume();
          resolve(String(response.headers["set-cookie"]?.[0] ?? "").split(";")[0]!);
        },
      );
      request.end("password=fault-password");
    });
    await database.query("alter table waitlist_submissions rename to waitlist_away");
    try {
      const page = await send(server.url, "GET", "/admin/waitlist?q=Zebedee", { cookie });
      expect(page.status).toBeGreaterThanOrEqual(500);
      const csv = await send(server.url, "GET", "/admin/api/export/waitlist?q=Quartermaine", {
        cookie,
      });
      expect(csv.status).toBe(500);
    } finally {
      await database.query("alter table waitlist_away rename to waitlist_submissions");
    }

    // The database going away in the middle of it.
    database.halt();
    try {
      const during = await post(`${server.url}/api/waitlist`, {
        ...waitlist,
        email: "zebedee.2@privacy-fault.example",
      });
      expect(during.status).toBe(500);
    } finally {
      database.resume();
    }

    const output = server.output();
    expect(output).toContain("submission failed");
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
    expect(output).not.toContain("params");
  });

  it("crash: every notification is delivered under one Message-ID, this instance's leases taken back at once", async () => {
    const smtp = await startSmtp(0, { delayMs: 150 });
    closers.push(smtp.close);
    dataDir = mkdtempSync(path.join(tmpdir(), "grafter-crash-"));
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?pool=true` };
    app = await startApp(appPort(9), env, { dataDir });
    const server = app;
    const outcomes = await inParallel(40, 10, (index) =>
      post(`${server.url}/api/waitlist`, waitlistBody(uniqueEmail("crash", index))),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 201).length;
    expect(accepted).toBe(40);
    await eventually(async () => smtp.received.length >= 6, 30_000, 20);
    await server.kill9();
    const beforeRestart = smtp.received.length;
    const [leases] = await queryPglite<{ sending: number; total: number }>(
      dataDir,
      "select count(*) filter (where status = 'sending')::int as sending, count(*)::int as total from notification_outbox",
    );

    const restarted = Date.now();
    app = await startApp(appPort(9), env, { dataDir });
    const ids = () => {
      const found = new Map<string, number>();
      for (const mail of smtp.received) {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? "(none)";
        found.set(id, (found.get(id) ?? 0) + 1);
      }
      return found;
    };
    const done = await eventually(async () => ids().size >= leases!.total, 90_000, 100);
    const seconds = (Date.now() - restarted) / 1000;
    // Marked sent once its batch is through: wait for the outbox to say so.
    const restartedUrl = app.url;
    await eventually(async () => {
      const health = (await (await fetch(`${restartedUrl}/api/health`)).json()) as {
        outbox?: { pending: number };
      };
      return health.outbox?.pending === 0;
    }, 30_000);
    const found = ids();
    const duplicates = smtp.received.length - found.size;
    console.log(
      `crash: ${leases!.total} notifications, ${beforeRestart} received before kill -9, ` +
        `${leases!.sending} leased (in flight) at the kill; all delivered ${seconds.toFixed(1)} s after ` +
        `restart; ${smtp.received.length} messages received, ${found.size} distinct Message-IDs, ` +
        `${duplicates} repeats (same Message-ID)`,
    );
    expect(done).toBe(true);
    expect(found.has("(none)")).toBe(false);
    expect(found.size).toBe(leases!.total);
    for (const id of found.keys())
      expect(id).toMatch(/^<outbox-\d+\.[0-9a-z]+\.[0-9a-f]{12}@[\w.-]+>$/);
    // The lease is 120 s: taking our own back at start-up is what makes this quick.
    expect(seconds).toBeLessThan(60);
    await app.stop();
    app = undefined;
    const [left] = await queryPglite<{ count: number }>(
      dataDir,
      "select count(*)::int as count from notification_outbox where status <> 'sent'",
    );
    expect(left!.count).toBe(0);
  });
});
