import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { findRecord } from "@/server/admin/records/detail";
import { listContact, listNewsletter, listWaitlist } from "@/server/admin/records/list";

import {
  daysAgo,
  insertContactRow,
  insertNewsletterRow,
  insertWaitlistRows,
} from "../factories/admin";
import { describeOnDrivers } from "../setup/test-database";

const trades = ["electrician", "plumber", "roofer"] as const;
const plans = ["starter", "professional", "enterprise", "undecided"] as const;

describeOnDrivers("admin records", ({ db }) => {
  beforeEach(async () => {
    // 120 people over 120 days: person i signed up i days ago.
    await insertWaitlistRows(
      db(),
      Array.from({ length: 120 }, (_, i) => ({
        name: `Person ${String(i).padStart(3, "0")}`,
        email: `person${i}@example.co.uk`,
        company: `Company ${i}`,
        trade: trades[i % 3],
        interestedPlan: plans[i % 4],
        companySize: i % 2 === 0 ? "1-5" : "6-20",
        backOfficeUsers: 1 + (i % 5),
        createdAt: daysAgo(i),
      })),
    );
  });

  it("shows each sign-up's mailbox standing and filters by it", async () => {
    await db().execute(sql`
      insert into waitlist_people (email_normalised, created_at, confirmed_at, founder_place) values
        ('person0@example.co.uk', now(), now(), 7),
        ('person1@example.co.uk', now(), now(), null),
        ('person2@example.co.uk', now(), null, null),
        ('person3@example.co.uk', now() - interval '30 days', null, null)`);
    const founders = await listWaitlist({ status: "founder" });
    expect(founders.items.map((item) => [item.email, item.mailbox, item.founderPlace])).toEqual([
      ["person0@example.co.uk", "founder", 7],
    ]);
    expect(founders.items[0]!.confirmedAt).not.toBeNull();
    const standing = async (status: string) =>
      (await listWaitlist({ status })).items.map((item) => item.email);
    expect(await standing("waitlisted")).toEqual(["person1@example.co.uk"]);
    expect(await standing("pending")).toEqual(["person2@example.co.uk"]);
    // Expired: past the days to confirm, or never on the list of mailboxes at all.
    expect((await listWaitlist({ status: "expired" })).total).toBe(117);
    const detail = await findRecord("waitlist", founders.items[0]!.id);
    expect(detail!.fields).toContainEqual({
      label: "Address",
      value: "Confirmed: founder place 7",
    });
  });

  it("pages 50 at a time, newest first, and counts every match", async () => {
    const first = await listWaitlist({});
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.name).toBe("Person 000");
    const third = await listWaitlist({ page: "3" });
    expect(third.items.map((item) => item.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Person ${String(100 + i).padStart(3, "0")}`),
    );
    // Past the end: the last page, not an empty one.
    const beyond = await listWaitlist({ page: "99" });
    expect(beyond.page).toBe(3);
    expect(beyond.items).toHaveLength(20);
  });

  it("searches name, e-mail and company, case-insensitively", async () => {
    expect((await listWaitlist({ q: "PERSON 007" })).items.map((i) => i.name)).toEqual([
      "Person 007",
    ]);
    expect((await listWaitlist({ q: "person42@" })).items.map((i) => i.email)).toEqual([
      "person42@example.co.uk",
    ]);
    expect((await listWaitlist({ q: "company 11" })).total).toBe(11); // 11, 110-119
    // A search counts in the same pass; its pages and a page past the end behave like any list.
    const third = await listWaitlist({ q: "person", page: "3" });
    expect([third.total, third.page, third.items.length]).toEqual([120, 3, 20]);
    const beyond = await listWaitlist({ q: "company 11", page: "5" });
    expect([beyond.total, beyond.page, beyond.items.length]).toEqual([11, 1, 11]);
    expect((await listWaitlist({ q: "nobody at all" })).total).toBe(0);
  });

  it("finds a mailbox by the address the person's page shows, whatever spelling was typed", async () => {
    await insertWaitlistRows(db(), [
      {
        name: "Bob Jones",
        email: "Bob.Jones+site@gmail.com",
        emailNormalised: "bobjones@gmail.com",
      },
    ]);
    for (const q of ["bobjones@gmail.com", "BobJones@googlemail.com", "bob.jones+site@gmail.com"])
      expect(
        (await listWaitlist({ q })).items.map((i) => i.name),
        q,
      ).toEqual(["Bob Jones"]);
  });

  it("treats % and _ in a search as the characters themselves", async () => {
    await insertWaitlistRows(db(), [
      { name: "Half", company: "50% Off Roofing" },
      { name: "Fifty", company: "500 Off Roofing" },
      { name: "Under", company: "Snake_case Ltd" },
      { name: "Space", company: "Snake case Ltd" },
    ]);
    expect((await listWaitlist({ q: "50%" })).items.map((i) => i.name)).toEqual(["Half"]);
    expect((await listWaitlist({ q: "e_c" })).items.map((i) => i.name)).toEqual(["Under"]);
  });

  it("filters by trade, plan, company size and UK date range, together", async () => {
    const page = await listWaitlist({
      trade: "plumber",
      plan: "enterprise",
      size: "6-20",
    });
    // i % 3 == 1, i % 4 == 2 and odd i: impossible (i % 4 == 2 is even).
    expect(page.total).toBe(0);
    const roofersOnStarter = await listWaitlist({ trade: "roofer", plan: "starter" });
    // i % 3 == 2 and i % 4 == 0: i = 8, 20, 32 ... 116
    expect(roofersOnStarter.total).toBe(10);
    expect(
      roofersOnStarter.items.every((i) => i.trade === "roofer" && i.interestedPlan === "starter"),
    ).toBe(true);
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    const lastWeek = await listWaitlist({ from: day(6), to: day(0) });
    expect(lastWeek.items.map((i) => i.name)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Person ${String(i).padStart(3, "0")}`),
    );
  });

  it("sorts by whitelisted columns with the id breaking ties, and ignores anything else", async () => {
    const byUsers = await listWaitlist({ sort: "back_office_users", dir: "asc" });
    const users = byUsers.items.map((i) => i.backOfficeUsers);
    expect(users).toEqual([...users].sort((a, b) => a - b));
    const tied = byUsers.items.filter((i) => i.backOfficeUsers === 1).map((i) => i.id);
    expect(tied).toEqual([...tied].sort((a, b) => a - b));
    const byName = await listWaitlist({ sort: "name", dir: "desc" });
    expect(byName.items[0]!.name).toBe("Person 119");
    const injected = await listWaitlist({ sort: "name; drop table waitlist_submissions" });
    expect(injected.query.sort).toBe("created_at");
    expect(injected.total).toBe(120);
  });

  it("shows quarantined rows apart when asked", async () => {
    await insertWaitlistRows(db(), [{ name: "Bot", quarantined: true }]);
    const quarantined = await listWaitlist({ status: "quarantined" });
    expect(quarantined.items.map((i) => i.name)).toEqual(["Bot"]);
    expect((await listWaitlist({ status: "counted" })).total).toBe(120);
    expect((await listWaitlist({})).total).toBe(121);
  });

  it("lists contact messages and newsletter subscriptions with their own filters", async () => {
    await insertContactRow(db(), { name: "Priya", message: "A".repeat(500) });
    await insertContactRow(db(), { name: "Omar", message: "About CIS" });
    const contact = await listContact({ q: "cis" });
    expect(contact.items.map((i) => i.name)).toEqual(["Omar"]);
    expect((await listContact({})).items.find((i) => i.name === "Priya")!.excerpt).toHaveLength(
      160,
    );
    await insertNewsletterRow(db(), {
      email: "a@example.co.uk",
      status: "confirmed",
      confirmedAt: new Date(),
    });
    await insertNewsletterRow(db(), { email: "b@example.co.uk" });
    const confirmed = await listNewsletter({ status: "confirmed" });
    expect(confirmed.items.map((i) => i.email)).toEqual(["a@example.co.uk"]);
    const byConfirmed = await listNewsletter({ sort: "confirmed_at", dir: "asc" });
    expect(byConfirmed.items.map((i) => i.email)).toEqual(["a@example.co.uk", "b@example.co.uk"]);
  });

  it("shows one record in full with what else is held about the address", async () => {
    const [row] = await insertWaitlistRows(db(), [
      { name: "Dana", email: "Dana@Example.co.uk", additionalNotes: "Line one\nLine two" },
    ]);
    const contact = await insertContactRow(db(), { email: "dana@example.co.uk" });
    const detail = await findRecord("waitlist", row!.id);
    expect(detail).toMatchObject({ kind: "waitlist", title: "Dana", email: "Dana@Example.co.uk" });
    expect(detail!.fields).toContainEqual({
      label: "Additional notes",
      value: "Line one\nLine two",
      format: "multiline",
    });
    expect(detail!.related).toEqual([
      { kind: "contact", id: contact.id, createdAt: contact.createdAt.toISOString() },
    ]);
    expect(await findRecord("waitlist", 999_999)).toBeNull();
    expect(await findRecord("contact", Number.NaN)).toBeNull();
  });
});
