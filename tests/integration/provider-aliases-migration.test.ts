import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { normaliseEmail } from "@/lib/validation/mailbox";
import type { Database } from "@/server/db";
import { findConsoleNotices } from "@/server/admin/notices";
import { queryRows } from "@/server/db/query";

import { drivers } from "../setup/test-database";

const MIGRATION = "0011_provider_aliases";

/** The migrations folder as it was before 0011: the same files, the journal cut before it. */
async function folderBefore(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "grafter-before-0011-"));
  await cp(path.resolve("drizzle"), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database migrated to just before 0011, and a way to apply the rest. */
async function databaseBefore(driver: "pglite" | "postgres") {
  const before = await folderBefore();
  const opened = driver === "pglite" ? emptyPglite() : await emptyPostgres();
  await opened.migrate(before);
  return {
    db: opened.db as unknown as Database,
    migrate: () => opened.migrate(path.resolve("drizzle")),
    close: async () => {
      await opened.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}

function emptyPglite() {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    db,
    migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function emptyPostgres() {
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `grafter_0011_${randomBytes(6).toString("hex")}`;
  const adminClient = new Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzleNodePg(client);
  return {
    db,
    migrate: (migrationsFolder: string) => migrateNodePg(db, { migrationsFolder }),
    close: async () => {
      await client.end();
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    },
  };
}

/** Addresses whose stored mailbox the migration recomputes: each provider, and what it leaves. */
const addresses = [
  "Sam.C@me.com",
  "sam.c+quotes@mac.com",
  "sam.c@icloud.com",
  "samc@icloud.com",
  "Jo@ProtonMail.com",
  "jo+x@protonmail.ch",
  "jo@pm.me",
  "jo.k@proton.me",
  "quotes@pat.fastmail.com",
  "Any+thing@Pat.Fastmail.COM",
  "pat+x@fastmail.com",
  "a@b.pat.fastmail.com",
  "Jo.Bloggs+site@googlemail.com",
  "lee+boss@firm.test",
  "jo@me.co.uk",
  "jo@proton.mail",
  "  Spaced@Me.com ",
];

/** What 0003's rule stored (before provider aliases): +tag dropped, Gmail's dots and domain. */
function storedBefore(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  let local = lowered.slice(0, at);
  let domain = lowered.slice(at + 1);
  if (local.indexOf("+") > 0) local = local.slice(0, local.indexOf("+"));
  if (domain === "googlemail.com" || domain === "gmail.com") {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

describe.each(drivers)("migration 0011 on rows stored before it, on %s", (driver) => {
  let handle: Awaited<ReturnType<typeof databaseBefore>>;
  const db = () => handle.db;

  async function signUp(
    email: string,
    person: { placed?: number; confirmedAgo?: string; createdAgo?: string; reminded?: boolean },
  ) {
    await db().execute(sql`
      insert into waitlist_submissions
        (name, email, company, trade, company_size, interested_plan, email_normalised)
      values ('Pat Person', ${email}, 'Person Ltd', 'plumber', '1-5', 'starter', ${storedBefore(email)})`);
    await db().execute(sql`
      insert into waitlist_people (email_normalised, created_at, confirmed_at, founder_place, reminded_at)
      values (${storedBefore(email)}, now() - ${person.createdAgo ?? "3 days"}::interval,
        ${person.confirmedAgo ? sql`now() - ${person.confirmedAgo}::interval` : null},
        ${person.placed ?? null}, ${person.reminded ? sql`now()` : null})
      on conflict do nothing`);
  }

  beforeAll(async () => {
    handle = await databaseBefore(driver);
    // Every address above as a held-back sign-up (no mailbox row), a message and a subscription.
    for (const email of addresses) {
      await db().execute(sql`
        insert into waitlist_submissions
          (name, email, company, trade, company_size, interested_plan, email_normalised, quarantined)
        values ('Held Back', ${email}, 'X', 'other', '1-5', 'starter', ${storedBefore(email)}, true)`);
      await db().execute(sql`
        insert into contact_submissions (name, email, message, email_normalised)
        values ('Someone', ${email}, 'Hello', ${storedBefore(email)})`);
    }
    await db().execute(sql`
      insert into newsletter_subscriptions
        (email, confirm_token, unsubscribe_token, consent_text, consent_version, email_normalised)
      values ('reader@protonmail.ch', 'c1', 'u1', 'Yes', 'v1', 'reader@protonmail.ch')`);
    await db().execute(sql`
      insert into newsletter_attempts (email_normalised) values ('reader@protonmail.ch')`);

    // Founders: one iCloud mailbox took places 2 and 5 under two domains; a Fastmail one took 1.
    await signUp("sam.c@me.com", { placed: 2, confirmedAgo: "2 days" });
    await signUp("Sam.C@icloud.com", { placed: 5, confirmedAgo: "1 day" });
    await signUp("sam.c+x@mac.com", { createdAgo: "1 hour" });
    await signUp("quotes@pat.fastmail.com", { placed: 1, confirmedAgo: "3 days" });
    await signUp("pat@fastmail.com", { createdAgo: "2 days" });
    await signUp("alice@example.co.uk", { placed: 3, confirmedAgo: "3 days" });
    await signUp("bob@example.co.uk", { placed: 4, confirmedAgo: "3 days" });
    // Every other place taken, then two confirmed after the places were gone: in line.
    await db().execute(sql`
      insert into waitlist_people (email_normalised, confirmed_at, founder_place)
      select 'filler-' || n || '@example.co.uk', now() - interval '3 days', n
      from generate_series(6, 100) as n`);
    await signUp("first.in.line@example.co.uk", { confirmedAgo: "20 hours" });
    await signUp("second.in.line@example.co.uk", { confirmedAgo: "10 hours" });
    // Two Proton spellings of one mailbox, neither confirmed; the older one reminded already.
    await signUp("jo@protonmail.com", { createdAgo: "3 days", reminded: true });
    await signUp("jo@pm.me", { createdAgo: "2 hours" });
    // A confirmation e-mail queued before, about the old mailbox.
    await db().execute(sql`
      insert into notification_outbox (kind, subject_email, payload)
      values ('waitlist_confirmation', 'jo@protonmail.com',
        '{"to": "jo@protonmail.com", "name": "Jo", "emailNormalised": "jo@protonmail.com"}')`);

    await handle.migrate();
  }, 120_000);
  afterAll(() => handle?.close());

  it("stores every mailbox as normaliseEmail computes it (the SQL and TS rules agree)", async () => {
    for (const table of [
      "waitlist_submissions",
      "contact_submissions",
      "newsletter_subscriptions",
    ]) {
      const rows = await queryRows<{ email: string; email_normalised: string }>(
        db(),
        sql`select email, email_normalised from ${sql.identifier(table)}`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row.email_normalised, row.email).toBe(normaliseEmail(row.email));
    }
    expect(await queryRows(db(), sql`select email_normalised from newsletter_attempts`)).toEqual([
      { email_normalised: "reader@proton.me" },
    ]);
  });

  it("merges one mailbox's rows: the place confirmed first stays, the other passes to the first in line", async () => {
    const people = await queryRows<{ email_normalised: string; founder_place: number | null }>(
      db(),
      sql`select email_normalised, founder_place from waitlist_people
          where email_normalised not like 'filler-%' order by email_normalised`,
    );
    expect(people).toEqual([
      { email_normalised: "alice@example.co.uk", founder_place: 3 },
      { email_normalised: "bob@example.co.uk", founder_place: 4 },
      { email_normalised: "first.in.line@example.co.uk", founder_place: 5 },
      { email_normalised: "jo@proton.me", founder_place: null },
      { email_normalised: "pat@fastmail.com", founder_place: 1 },
      { email_normalised: "sam.c@icloud.com", founder_place: 2 },
      { email_normalised: "second.in.line@example.co.uk", founder_place: null },
    ]);
    // The promoted person is e-mailed, and the founders get the usual notice.
    const queued = await queryRows<{ kind: string; subject_email: string; payload: unknown }>(
      db(),
      sql`select kind, subject_email, payload from notification_outbox
          where subject_email = 'first.in.line@example.co.uk' order by kind`,
    );
    expect(queued).toMatchObject([
      {
        kind: "founder_notice",
        payload: { type: "confirmation", submission: { founder_place: 5, passed_on: "yes" } },
      },
      {
        kind: "founder_place_opened",
        payload: { to: "first.in.line@example.co.uk", place: 5 },
      },
    ]);
  });

  it("keeps the latest sign-up of an unconfirmed merged mailbox, due its reminder again", async () => {
    const [jo] = await queryRows<{ created_at: Date; reminded_at: Date | null }>(
      db(),
      sql`select created_at, reminded_at from waitlist_people where email_normalised = 'jo@proton.me'`,
    );
    expect(jo!.reminded_at).toBeNull();
    expect(Date.now() - new Date(jo!.created_at).getTime()).toBeLessThan(3 * 60 * 60 * 1000);
    const [queued] = await queryRows<{
      subject_email: string;
      payload: { emailNormalised: string };
    }>(
      db(),
      sql`select subject_email, payload from notification_outbox where kind = 'waitlist_confirmation'`,
    );
    expect(queued).toMatchObject({
      subject_email: "jo@proton.me",
      payload: { to: "jo@protonmail.com", emailNormalised: "jo@proton.me" },
    });
  });

  it("tells the founders in the console, with places and no address", async () => {
    const messages = (await findConsoleNotices(db())).map((notice) => notice.message);
    expect(messages).toHaveLength(2);
    expect(messages.join("\n")).toContain("Founder places 2 and 5 were held by one mailbox");
    expect(messages.join("\n")).toContain("Founder place 5 passed on to the first in line");
    expect(messages.join("\n")).not.toMatch(/@/);
  });
});
