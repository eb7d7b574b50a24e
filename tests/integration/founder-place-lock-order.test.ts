import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/query";
import { notificationOutbox } from "@/server/db/schema";
import { confirmPerson, findPersonByEmail } from "@/server/founders/confirmation";
import { purgeUnconfirmed } from "@/server/founders/lifecycle";
import { passOnFreedPlaces } from "@/server/founders/passed-on";
import { eraseEverythingAbout } from "@/server/people/erasure";

import { signUp } from "../factories/founders";
import { useTestDatabase } from "../setup/test-database";

// Decision 081: every transaction that gives, frees or passes on a founder place, or deletes a
// mailbox row, takes the places lock before it touches a row. Only another session can see the
// order, so these run on PostgreSQL: a second connection holds the lock (as a confirmation does
// while it looks for a place) and checks that the path under test waits for it holding no row.

describe.runIf(process.env.TEST_DATABASE_URL)("one lock order for founder places", () => {
  const { db } = useTestDatabase("postgres", {
    env: { IP_RATE_LIMIT_PER_HOUR: "0", SITE_SECRET: "lock-order-test-secret-0123456789abcdef" },
  });
  let other: Client;

  beforeEach(async () => {
    other = new Client({ connectionString: await databaseUrl(db()) });
    await other.connect();
  });
  afterEach(async () => {
    await other.query("rollback");
    await other.end();
  });

  /** Resolves once another session waits for a lock, or `work` has ended without waiting. */
  async function blockedOrDone(work: { done: boolean }) {
    for (let attempt = 0; attempt < 200 && !work.done; attempt += 1) {
      const { rows } = await other.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_locks where not granted and pid <> pg_backend_pid()",
      );
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  function started<T>(promise: Promise<T>) {
    const work = { done: false, promise };
    void promise.then(
      () => (work.done = true),
      () => (work.done = true),
    );
    return work;
  }

  const paths: [string, () => Promise<() => Promise<unknown>>][] = [
    [
      "a confirmation",
      async () => {
        const person = await signUp(db(), "confirming@example.co.uk");
        return () => confirmPerson(db(), person);
      },
    ],
    [
      "an erasure (the console's and the person's page's)",
      async () => {
        await confirmPerson(db(), await signUp(db(), "founder@example.co.uk"));
        return () => eraseEverythingAbout("founder@example.co.uk", "person");
      },
    ],
    [
      "the purge of addresses never confirmed",
      async () => {
        await signUp(db(), "stale@example.co.uk");
        await db().execute(sql`update waitlist_people set created_at = now() - interval '8 days'`);
        return () => purgeUnconfirmed(db(), 7);
      },
    ],
  ];

  it.each(paths)("%s waits for the places lock before it locks a row", async (_name, prepare) => {
    const run = await prepare();
    await other.query("begin");
    await other.query("select pg_advisory_xact_lock(hashtext('founder_places'))");
    const work = started(run());
    await blockedOrDone(work);
    expect(work.done, "finished while another held the places lock").toBe(false);
    // What a confirmation holding the lock goes on to do: lock a mailbox row. Before decision 081
    // the erasure held its deleted row here and waited for the lock: a deadlock.
    await expect(
      other.query("select id from waitlist_people for update nowait"),
    ).resolves.toBeDefined();
    await other.query("commit");
    await work.promise;
  });

  it("a confirmation of a mailbox deleted meanwhile gives no place and tells no one", async () => {
    const person = await signUp(db(), "leaving@example.co.uk");
    await db().delete(notificationOutbox);
    await other.query("begin");
    await other.query("delete from waitlist_people where id = $1", [person.id]);
    const work = started(confirmPerson(db(), person));
    await blockedOrDone(work);
    await other.query("commit");
    expect(await work.promise).toBeNull();
    expect(await db().select().from(notificationOutbox)).toEqual([]);
  });

  it("passing a place on skips a person in line whose row went meanwhile", async () => {
    await db().execute(sql`
      insert into waitlist_people (email_normalised, confirmed_at, founder_place)
      select 'p' || n || '@example.co.uk', now() - interval '1 day', n
      from generate_series(1, 99) as n`);
    for (const email of ["first@example.co.uk", "second@example.co.uk"]) {
      await db().execute(sql`
        insert into waitlist_people (email_normalised, confirmed_at) values (${email}, now())`);
    }
    await other.query("begin");
    await other.query("delete from waitlist_people where email_normalised = 'first@example.co.uk'");
    const work = started(db().transaction((tx) => passOnFreedPlaces(tx)));
    await blockedOrDone(work);
    await other.query("commit");
    expect(await work.promise).toEqual([100]);
    expect((await findPersonByEmail(db(), "second@example.co.uk"))?.founderPlace).toBe(100);
  });
});

async function databaseUrl(db: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
