import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { messages } from "@/lib/validation/messages";

import { type AppServer, startApp } from "../support/app-server";
import { queryPglite } from "./support/pglite";
import { appPort, pgPort } from "./support/ports";
import { type Postgres, startPostgres } from "./support/postgres";
import { inParallel, post, uniqueEmail, waitlistBody } from "./support/submissions";

// kill -9 the server with 2,000 submissions in flight, restart it: every submission that was
// answered 201 is in the database, with its notification (same transaction).

const SUBMISSIONS = 2_000;
const KILL_AFTER_ACCEPTED = 400;

const missingQuery = `
  select count(*)::int as count from unnest($1::text[]) as accepted(email)
  where not exists (select 1 from waitlist_submissions w where w.email = accepted.email)`;
const withoutNoticeQuery = `
  select count(*)::int as count from waitlist_submissions w
  where w.email = any($1) and not exists (
    select 1 from notification_outbox o
    where o.subject_email = w.email_normalised and o.kind = 'founder_notice')`;

describe.each(["pglite", "postgres"] as const)("kill -9 under load on %s", (driver) => {
  let app: AppServer | undefined;
  let database: Postgres | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await app?.stop();
    database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every submission answered 201, and starts again", async () => {
    const offset = driver === "pglite" ? 0 : 1;
    database = driver === "postgres" ? startPostgres(pgPort(offset)) : undefined;
    dataDir = mkdtempSync(path.join(tmpdir(), "grafter-kill9-"));
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    app = await startApp(appPort(offset), env, { dataDir });
    const server = app;

    // All 2,000 sent at once; the process dies once 400 have been answered 201.
    let answered = 0;
    let killing: Promise<void> | undefined;
    const outcomes = await inParallel(SUBMISSIONS, SUBMISSIONS, async (index) => {
      const email = uniqueEmail(`kill9-${driver}`, index);
      const result = await post(`${server.url}/api/waitlist`, waitlistBody(email));
      if (result.status === 201) answered += 1;
      if (answered === KILL_AFTER_ACCEPTED && !killing) killing = server.kill9();
      return { email, status: result.status, message: result.body?.message };
    });
    await killing;
    const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.email);
    const failed = outcomes.filter((o) => o.status === "error").length;
    console.log(
      `${driver}: ${accepted.length} answered 201, ${failed} cut off by the kill, ` +
        `${SUBMISSIONS - accepted.length - failed} refused with the failure message`,
    );
    expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    expect(failed, "the kill came while submissions were in flight").toBeGreaterThan(0);
    // Before the kill, a request that waited too long for a database connection may be refused
    // with the failure message: never a success that was not saved.
    const others = outcomes.filter((o) => o.status !== 201 && o.status !== "error");
    expect(others.filter((o) => o.status !== 500 || o.message !== messages.waitlistFailed)).toEqual(
      [],
    );

    // Restart on the same data: it opens, recovers and takes new submissions.
    app = await startApp(appPort(offset), env, { dataDir });
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    const after = await post(`${app.url}/api/waitlist`, waitlistBody(uniqueEmail("after", 0)));
    expect(after.status).toBe(201);

    const first = (rows: { count: number }[]) => rows[0]?.count ?? -1;
    let missing: number;
    let withoutNotice: number;
    if (database) {
      missing = first(await database.query<{ count: number }>(missingQuery, [accepted]));
      withoutNotice = first(
        await database.query<{ count: number }>(withoutNoticeQuery, [accepted]),
      );
    } else {
      await app.stop();
      missing = first(await queryPglite<{ count: number }>(dataDir, missingQuery, [accepted]));
      withoutNotice = first(
        await queryPglite<{ count: number }>(dataDir, withoutNoticeQuery, [accepted]),
      );
    }
    expect(missing, "submissions answered 201 but not stored").toBe(0);
    expect(withoutNotice, "stored submissions without their notification").toBe(0);
  });
});
