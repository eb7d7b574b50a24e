import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";

import { resetEnvForTests } from "@/server/env";
import { eraseEverythingAbout, previewErasure } from "@/server/people/erasure";
import { queryRows } from "@/server/db/query";
import { adminAuditLog, notificationOutbox } from "@/server/db/schema";
import { submitContact, submitWaitlist, subscribeNewsletter } from "@/server/submissions/submit";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

describeOnDrivers("admin erasure", { env: { IP_RATE_LIMIT_PER_HOUR: "0" } }, ({ db }) => {
  /** Every text and JSON value in every table of the schema, as one lower-cased string. */
  async function everythingStored(): Promise<string> {
    const tables = await queryRows<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let text = "";
    for (const { table_name } of tables) {
      const rows = await queryRows<Record<string, unknown>>(
        db(),
        sql`select * from ${sql.identifier(table_name)}`,
      );
      text += JSON.stringify(rows).toLowerCase();
    }
    return text;
  }

  it("refreshes the founder-place pages itself when an erasure releases a mailbox", async () => {
    process.env.FOUNDER_PLACES_REFRESH_MS = "0";
    resetEnvForTests();
    revalidated.length = 0;
    await eraseEverythingAbout("nobody@example.co.uk", "admin");
    expect(revalidated).toEqual([]);
    await submitWaitlist(buildWaitlistInput({ email: "leaving@example.co.uk" }));
    await eraseEverythingAbout("leaving@example.co.uk", "person");
    expect(revalidated).toContain("/");
    expect(revalidated).toContain("/signup");
    delete process.env.FOUNDER_PLACES_REFRESH_MS;
    resetEnvForTests();
  });

  it("previews, then removes every row about the address and nothing else", async () => {
    const email = "Jo.Bloggs@Example.co.uk";
    await submitWaitlist(buildWaitlistInput({ email }));
    await submitWaitlist(buildWaitlistInput({ email: " jo.bloggs@example.co.uk " }));
    await submitContact(buildContactInput({ email }));
    await subscribeNewsletter({ email, consent: "on" });
    // A notice filed under another subject that quotes the address, e.g. in a message.
    await db()
      .insert(notificationOutbox)
      .values({
        kind: "founder_notice",
        subjectEmail: "someone.else@example.co.uk",
        payload: {
          type: "contact",
          submission: { message: "Please also add JO.BLOGGS@example.co.uk" },
        },
      });
    // The mailbox's founder-place row (on conflict: sign-ups may already have written it).
    await db().execute(
      sql`insert into waitlist_people (email_normalised) values ('jo.bloggs@example.co.uk') on conflict do nothing`,
    );
    const keep = "keep.me@example.co.uk";
    await submitWaitlist(buildWaitlistInput({ email: keep }));

    const preview = await previewErasure(" JO.BLOGGS@EXAMPLE.CO.UK ");
    expect(preview).toEqual({
      email: "jo.bloggs@example.co.uk",
      counts: { waitlist: 2, contact: 1, newsletter: 1, people: 1, outbox: 8, mailFiles: 0 },
      total: 13,
    });

    const result = await eraseEverythingAbout("jo.bloggs@example.co.uk");
    expect(result!.counts).toEqual(preview!.counts);
    const stored = await everythingStored();
    expect(stored).not.toContain("jo.bloggs");
    expect(stored).toContain(keep);
    expect((await previewErasure(email))!.total).toBe(0);
  });

  it("takes an address mentioned as a whole, never one that merely contains it", async () => {
    // Session 55's attack: erasing lee@ took flee@'s and lee@…community's e-mail records too.
    const erased = "lee@example.com";
    const others = ["flee@example.com", "lee@example.community", "o.lee@example.com"];
    for (const email of [erased, ...others]) await submitContact(buildContactInput({ email }));
    const mentions = {
      "at the start of a line, before a full stop": `Hi\n${erased}. Thanks`,
      "in upper case, after a colon": `mailto:${erased.toUpperCase()}`,
    };
    const notMentions = {
      "inside a longer local part": `write to f${erased}`,
      "inside a longer domain": `write to ${erased}munity`,
      "before a subdomain": `write to ${erased}.evil.example`,
    };
    for (const message of [...Object.values(mentions), ...Object.values(notMentions)])
      await db()
        .insert(notificationOutbox)
        .values({
          kind: "founder_notice",
          subjectEmail: "someone.else@example.co.uk",
          payload: { type: "contact", submission: { message } },
        });
    const outboxOf = async (email: string) =>
      (await db().select().from(notificationOutbox)).filter((row) => row.subjectEmail === email);
    const before = await Promise.all(others.map(outboxOf));
    expect(before.every((rows) => rows.length === 2)).toBe(true);

    const preview = await previewErasure(erased);
    expect(preview!.counts.outbox).toBe(2 + Object.keys(mentions).length);
    const result = await eraseEverythingAbout(erased, "person");
    expect(result!.counts.outbox).toBe(preview!.counts.outbox);
    expect(await Promise.all(others.map(outboxOf))).toEqual(before);
    const kept = (await outboxOf("someone.else@example.co.uk")).map(
      (row) => (row.payload as { submission: { message: string } }).submission.message,
    );
    expect(kept.sort()).toEqual(Object.values(notMentions).sort());
  });

  it("records the erasure with counts and a salted hash, never the address", async () => {
    await submitWaitlist(buildWaitlistInput({ email: "erase.me@example.co.uk" }));
    const result = await eraseEverythingAbout("erase.me@example.co.uk");
    const [entry] = await db().select().from(adminAuditLog);
    expect(entry).toMatchObject({
      id: result!.auditId,
      action: "erase",
      details: { by: "admin", waitlist: 1, contact: 0, newsletter: 0, outbox: 2, mailFiles: 0 },
    });
    expect(entry!.subjectHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(entry)).not.toContain("erase.me");
    // The same address hashes the same way, so a later request can be matched to this entry.
    await eraseEverythingAbout("Erase.Me@example.co.uk");
    const entries = await db().select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(entries[1]!.subjectHash).toBe(entry!.subjectHash);
  });

  it("refuses an empty address", async () => {
    expect(await previewErasure("   ")).toBeNull();
    expect(await eraseEverythingAbout("")).toBeNull();
  });

  it("refuses an address with a NUL, a control or a lone surrogate, which no row can hold", async () => {
    // PostgreSQL refuses NUL in text (error 22021): before, both threw, a 500 in the console.
    for (const email of ["\u0000", "a\u0000b@x.co.uk", "a\u0007b@x.co.uk", "a\ud800@x.co.uk"]) {
      expect(await previewErasure(email), JSON.stringify(email)).toBeNull();
      expect(await eraseEverythingAbout(email), JSON.stringify(email)).toBeNull();
    }
  });
});
