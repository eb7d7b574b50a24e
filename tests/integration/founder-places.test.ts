import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { notificationOutbox, waitlistPeople, waitlistSubmissions } from "@/server/db/schema";
import {
  confirmByToken,
  confirmPerson,
  findPersonByEmail,
  lookUpConfirmation,
} from "@/server/founders/confirmation";
import { purgeUnconfirmed, queueReminders } from "@/server/founders/lifecycle";
import { founderPlacesLeft } from "@/server/founders/places";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { removeMailFiles } from "@/server/notifications/mail-files";
import { fileTransport } from "@/server/notifications/transports";
import { eraseEverythingAbout } from "@/server/people/erasure";
import { purgeExpired } from "@/server/retention";
import { confirmationToken } from "@/server/founders/token";
import { submitWaitlist } from "@/server/submissions/submit";

import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { signUp } from "../factories/founders";
import { buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers, useTestDatabase } from "../setup/test-database";

const options = {
  env: {
    IP_RATE_LIMIT_PER_HOUR: "0",
    SITE_SECRET: "founder-places-test-secret-0123456789abcdef",
  },
};

describeOnDrivers("founder places earned by confirmation", options, ({ db }) => {
  /** Moves these people's sign-up (everyone's, with no address) `interval` into the past. */
  async function backDate(interval: string, ...emails: string[]) {
    await db()
      .update(waitlistPeople)
      .set({ createdAt: sql`now() - ${interval}::interval` })
      .where(emails.length ? inArray(waitlistPeople.emailNormalised, emails) : undefined);
  }

  it("holds no place at sign-up; the button's POST gives place 1, once", async () => {
    const person = await signUp(db(), "sam@example.co.uk");
    expect(person).toMatchObject({ confirmedAt: null, founderPlace: null });
    expect(await founderPlacesLeft(db())).toBe(100);
    const token = confirmationToken(person);
    // Looking (what a GET of the link does) changes nothing.
    expect(await lookUpConfirmation(token)).toMatchObject({ status: "pending" });
    expect(await founderPlacesLeft(db())).toBe(100);

    const first = await confirmByToken(token);
    expect(first).toMatchObject({ status: "confirmed", newly: true, state: { place: 1 } });
    const again = await confirmByToken(token);
    expect(again).toMatchObject({ status: "confirmed", newly: false, state: { place: 1 } });
    expect(await founderPlacesLeft(db())).toBe(99);
    const notices = await db().select().from(notificationOutbox);
    const confirmations = notices.filter(
      (row) => (row.payload as { type?: string }).type === "confirmation",
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.payload).toMatchObject({
      type: "confirmation",
      submission: { founder_place: 1, company: "Carter Electrical Ltd" },
    });
  });

  it("refuses forged, mangled and other people's tokens", async () => {
    const sam = await signUp(db(), "sam@example.co.uk");
    const kim = await signUp(db(), "kim@example.co.uk");
    const samToken = confirmationToken(sam);
    const [, mac] = samToken.split(".");
    for (const token of [
      `${kim.id}.${mac}`,
      `${sam.id}.${"A".repeat(22)}`,
      "",
      "1",
      `${sam.id}.${mac}x`,
      "a\u0000b",
    ]) {
      expect(await confirmByToken(token)).toEqual({ status: "invalid" });
    }
    expect(await founderPlacesLeft(db())).toBe(100);
  });

  it("counts +tag and Gmail-dot variants as one mailbox: one place and one limit", async () => {
    const person = await signUp(db(), "sam.fixer@gmail.com");
    const variants = ["SamFixer+trade@googlemail.com", "s.a.m.fixer+2@gmail.com"];
    for (const email of variants) {
      expect((await submitWaitlist(buildWaitlistInput({ email }))).status).toBe("ok");
    }
    // The fourth sign-up of the mailbox in 24 hours is refused, whatever its spelling.
    expect((await submitWaitlist(buildWaitlistInput({ email: "samfixer@gmail.com" }))).status).toBe(
      "rate_limited",
    );
    const rows = await db().select().from(waitlistSubmissions);
    expect(rows.map((row) => row.email)).toEqual(["sam.fixer@gmail.com", ...variants]);
    expect(new Set(rows.map((row) => row.emailNormalised))).toEqual(
      new Set(["samfixer@gmail.com"]),
    );
    expect(await db().select().from(waitlistPeople)).toHaveLength(1);
    await confirmByToken(confirmationToken(person));
    expect(await founderPlacesLeft(db())).toBe(99);
  });

  it("gives exactly places 1 to 100 to 150 people confirming at once", async () => {
    const people = await seedPeople(db(), 150);
    const results = await Promise.all(people.map((person) => confirmPerson(db(), person)));
    expectPlacesOneToHundred(results);
    expect(await founderPlacesLeft(db())).toBe(0);
  }, 60_000);

  it("passes a released place to the first in line, and tells them and the founders", async () => {
    // Decision 078: before, the freed place waited for the next to confirm, who overtook everyone
    // confirmed after the places were gone (session 55's audits).
    for (const founder of await seedPeople(db(), 100)) await confirmPerson(db(), founder);
    const inLine = [];
    for (const email of ["harry@example.co.uk", "ivy@example.co.uk"]) {
      const person = await signUp(db(), email);
      expect((await confirmPerson(db(), person))!.place).toBeNull();
      inLine.push(person);
    }
    const place = async (email: string) =>
      (await findPersonByEmail(db(), email))?.founderPlace ?? null;
    await db().delete(notificationOutbox);

    await eraseEverythingAbout("p5@example.co.uk", "person");
    expect(await place("harry@example.co.uk")).toBe(5);
    expect(await place("ivy@example.co.uk")).toBeNull();
    expect(await founderPlacesLeft(db())).toBe(0);
    const transport = recordingTransport();
    await new Dispatcher(async () => db(), dispatcherOptions({ transport })).drain();
    expect(transport.sent.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        [["founders@example.co.uk"], expect.stringContaining("Founder place 5 of 100 passed on")],
        [["harry@example.co.uk"], "A Grafter founder place has opened: you're founder number 5"],
      ]),
    );
    expect(transport.sent).toHaveLength(2);

    // The next release goes to the next in line; with nobody waiting, to the next to confirm.
    await eraseEverythingAbout("harry@example.co.uk", "admin");
    expect(await place("ivy@example.co.uk")).toBe(5);
    await eraseEverythingAbout("ivy@example.co.uk", "person");
    expect(await founderPlacesLeft(db())).toBe(1);
    const newcomer = await signUp(db(), "kim@example.co.uk");
    expect((await confirmPerson(db(), newcomer))!.place).toBe(5);
  }, 60_000);

  it("sends one reminder a day after signing up, and none once confirmed", async () => {
    const waiting = await signUp(db(), "waiting@example.co.uk");
    const done = await signUp(db(), "done@example.co.uk");
    await signUp(db(), "fresh@example.co.uk");
    await confirmByToken(confirmationToken(done));
    await backDate("25 hours", "waiting@example.co.uk", "done@example.co.uk");
    expect(await queueReminders(db())).toBe(1);
    expect(await queueReminders(db())).toBe(0);
    const reminders = (await db().select().from(notificationOutbox)).filter(
      (row) => row.kind === "waitlist_reminder",
    );
    expect(reminders.map((row) => [row.subjectEmail, (row.payload as { to: string }).to])).toEqual([
      [waiting.emailNormalised, "waiting@example.co.uk"],
    ]);
  });

  it("purges an address never confirmed, with its sign-ups and its mail, and nothing else", async () => {
    await signUp(db(), "expired@example.co.uk");
    const kept = await signUp(db(), "confirmed@example.co.uk");
    await signUp(db(), "recent@example.co.uk");
    await confirmByToken(confirmationToken(kept));
    await backDate("8 days", "expired@example.co.uk", "confirmed@example.co.uk");
    expect(await purgeUnconfirmed(db(), 7)).toEqual(["expired@example.co.uk"]);
    const left = await db().select().from(waitlistSubmissions);
    expect(left.map((row) => row.emailNormalised).sort()).toEqual([
      "confirmed@example.co.uk",
      "recent@example.co.uk",
    ]);
    const outbox = await db().select().from(notificationOutbox);
    expect(outbox.some((row) => row.subjectEmail === "expired@example.co.uk")).toBe(false);
    expect(await lookUpConfirmation(confirmationToken(kept))).toMatchObject({
      status: "founder",
      place: 1,
    });
  });

  it("the hourly purge removes the mail files written about a purged address", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "grafter-purge-mail-"));
    try {
      await signUp(db(), "gone@example.co.uk");
      await signUp(db(), "stays@example.co.uk");
      await new Dispatcher(
        async () => db(),
        dispatcherOptions({ transport: fileTransport(dir), maxAttempts: 3, retryBaseMs: 1000 }),
      ).drain();
      const before = (await readdir(dir)).length;
      expect(before).toBe(4);
      await backDate("8 days", "gone@example.co.uk");
      const summary = await purgeExpired(db(), {
        waitlistConfirmDays: 7,
        removeMail: (email) => removeMailFiles(dir, { mailbox: email }),
      });
      expect(summary.unconfirmedWaitlist).toBe(1);
      // The founders' notice and the confirmation about gone@ are gone; stays@'s two remain.
      expect(await readdir(dir)).toHaveLength(2);
      for (const file of await readdir(dir)) {
        expect(await readFile(path.join(dir, file), "utf8")).not.toContain("gone@example.co.uk");
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a sign-up again while unconfirmed restarts the days to confirm", async () => {
    await signUp(db(), "again@example.co.uk");
    await backDate("6 days");
    await signUp(db(), "again@example.co.uk");
    expect(await purgeUnconfirmed(db(), 7)).toEqual([]);
    const [person] = await db().select().from(waitlistPeople);
    expect(Date.now() - person!.createdAt.getTime()).toBeLessThan(60_000);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("founder places across two instances", () => {
  const { db } = useTestDatabase("postgres", { resetEachTest: false });

  it("gives exactly places 1 to 100 when two instances confirm at once", async () => {
    const people = await seedPeople(db(), 150);
    const url = await databaseUrl(db());
    const [one, two] = await Promise.all([
      openDatabase({ url, poolSize: 20 }),
      openDatabase({ url, poolSize: 20 }),
    ]);
    try {
      const results = await Promise.all(
        people.map((person, index) => confirmPerson((index % 2 ? one : two).db, person)),
      );
      expectPlacesOneToHundred(results);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  }, 60_000);
});

async function seedPeople(db: Database, count: number) {
  await db.execute(sql`
    insert into waitlist_people (email_normalised)
    select 'p' || n || '@example.co.uk' from generate_series(1, ${count}::int) as n`);
  const rows = await db.select().from(waitlistPeople);
  return rows.map((row) => ({ ...row, confirmedAt: null, founderPlace: null }));
}

function expectPlacesOneToHundred(results: ({ place: number | null; newly: boolean } | null)[]) {
  expect(results.every((result) => result?.newly)).toBe(true);
  const places = results.map((result) => result!.place).filter((place) => place !== null);
  expect(places.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(results.filter((result) => result!.place === null)).toHaveLength(50);
}

async function databaseUrl(db: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
