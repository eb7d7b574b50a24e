import { mkdtempSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { myData, PERSONAL_LINK_DAYS } from "@/content/my-data";
import { decodeFieldErrors } from "@/lib/personal-page";
import { check, waitlistSchema } from "@/lib/validation/schemas";
import { queryRows } from "@/server/db/query";
import { adminAuditLog, notificationOutbox, waitlistSubmissions } from "@/server/db/schema";
import { confirmPerson, findPersonByEmail } from "@/server/founders/confirmation";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { fileTransport } from "@/server/notifications/transports";
import { correctWaitlistEntry } from "@/server/people/correct";
import { getPersonalData, holdsNothing } from "@/server/people/data";
import { downloadPersonalData } from "@/server/people/download";
import { handleCorrection, handleErasure, handleUnsubscribe } from "@/server/people/handlers";
import { openPersonalLink } from "@/server/people/open-link";
import { eraseEverythingAbout } from "@/server/people/erasure";
import { openPersonalToken, personalPageUrl } from "@/server/personal-link";
import { requestPersonalLink } from "@/server/people/request-link";
import { submitContact, submitWaitlist, subscribeNewsletter } from "@/server/submissions/submit";

import { dispatcherOptions } from "../factories/dispatcher";
import { personalPagePost, tokenOf } from "../factories/personal-page";
import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { drivers, useTestDatabase } from "../setup/test-database";

const DAY = 24 * 60 * 60 * 1000;

/** An e-mail held about a person, as "kind" or "kind about" (a founders' notice). */
const kindAndAbout = ({ kind, about }: { kind: string; about: string | null }) =>
  about ? `${kind} ${about}` : kind;

describe.each(drivers)("a person's own page on %s", (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-person-"));
  const { db } = useTestDatabase(driver, {
    env: {
      DATA_DIR: dataDir,
      SITE_SECRET: "integration-secret-0123456789abcdef-0123456789",
      IP_RATE_LIMIT_PER_HOUR: "0",
    },
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  beforeEach(() => rm(mailDir(), { recursive: true, force: true }));
  const mailDir = () => path.join(dataDir, "mail");
  const deliver = () =>
    new Dispatcher(
      async () => db(),
      dispatcherOptions({ transport: fileTransport(mailDir()), maxAttempts: 3 }),
    ).drain();
  const mails = async () => {
    const names = await readdir(mailDir()).catch(() => [] as string[]);
    return Promise.all(
      names.map(async (name) => ({
        name,
        text: (await readFile(path.join(mailDir(), name), "utf8"))
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      })),
    );
  };

  it("a link opens the address it was delivered to until it expires (decision 082)", () => {
    const now = new Date();
    const token = tokenOf(personalPageUrl("Jo.Bloggs+quotes@gmail.com", now));
    expect(openPersonalToken(token, now)?.email).toBe("jo.bloggs+quotes@gmail.com");
    expect(openPersonalToken(token, now)?.issuedAt).toEqual(now);
    const later = new Date(now.getTime() + PERSONAL_LINK_DAYS * DAY + 1);
    expect(openPersonalToken(token, later)).toBeNull();
  });

  it("shows each waitlist entry, contact message and newsletter subscription of the address", async () => {
    const email = "Jo.Bloggs@example.co.uk";
    const signUp = buildWaitlistInput({ email, company: "Bloggs Roofing" });
    await submitWaitlist(signUp);
    await submitWaitlist(buildWaitlistInput({ email: "jo.bloggs+second@example.co.uk" }));
    await submitContact(buildContactInput({ email, message: "Do you do CIS?" }));
    await subscribeNewsletter({ email });
    await db().execute(
      sql`insert into waitlist_people (email_normalised, confirmed_at, founder_place)
          values ('jo.bloggs@example.co.uk', now(), 7)
          on conflict (email_normalised) do update set confirmed_at = now(), founder_place = 7`,
    );
    await submitWaitlist(buildWaitlistInput({ email: "someone.else@example.co.uk" }));

    const data = await getPersonalData("jo.bloggs@example.co.uk");
    expect(data.email).toBe("jo.bloggs@example.co.uk");
    expect(data.founder_place).toMatchObject({ confirmed: true, place: 7 });
    // Every field as it was given, under the names the form uses; another spelling of the
    // mailbox (+second) is not this address's to see (decision 082).
    expect(data.waitlist).toHaveLength(1);
    expect(data.waitlist[0]).toMatchObject({ ...signUp, held_back: false });
    expect(data.contact).toEqual([expect.objectContaining({ email, message: "Do you do CIS?" })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email, status: "pending" })]);
    expect(data.emails.map(kindAndAbout).sort()).toEqual([
      "contact_acknowledgement",
      "founder_notice contact",
      "founder_notice waitlist",
      "newsletter_confirmation",
      "waitlist_confirmation",
    ]);
    // Secrets are not part of it: the newsletter's tokens would let anyone confirm or unsubscribe.
    expect(JSON.stringify(data)).not.toMatch(/token|someone\.else|\+second/);
    expect(holdsNothing(await getPersonalData("nobody@example.co.uk"))).toBe(true);
  });

  it("names each notice to the founders by what it was about, the confirmation's too", async () => {
    await submitWaitlist(buildWaitlistInput({ email: "sam@example.co.uk" }));
    const person = await findPersonByEmail(db(), "sam@example.co.uk");
    expect(await confirmPerson(db(), person!)).toMatchObject({ newly: true });

    const { emails } = await getPersonalData("sam@example.co.uk");
    expect(emails.map(kindAndAbout).sort()).toEqual([
      "founder_notice confirmation",
      "founder_notice waitlist",
      "waitlist_confirmation",
    ]);
  });

  it("corrects with the waitlist form's rules, and only that mailbox's entries", async () => {
    await submitWaitlist(buildWaitlistInput({ email: "jo@example.co.uk" }));
    await submitWaitlist(buildWaitlistInput({ email: "other@example.co.uk" }));
    const [mine, theirs] = await db()
      .select()
      .from(waitlistSubmissions)
      .orderBy(waitlistSubmissions.id);
    const correction = {
      name: "Jo Bloggs",
      company: "Bloggs & Daughter Roofing",
      trade: "roofer",
      company_size: "21-50",
      interested_plan: "enterprise",
      back_office_users: "4",
      field_users: "12",
    };

    const invalid = { ...correction, name: " ", company: "x".repeat(151), back_office_users: "0" };
    const refused = await correctWaitlistEntry("jo@example.co.uk", mine!.id, invalid);
    expect(refused.status).toBe("invalid");
    const formMessages = check(waitlistSchema, { ...invalid, email: "jo@example.co.uk" });
    expect(refused.status === "invalid" && refused.fieldErrors).toEqual({
      name: formMessages.name,
      company: formMessages.company,
      back_office_users: formMessages.back_office_users,
    });

    // Another mailbox's entry id changes nothing.
    const elsewhere = await correctWaitlistEntry("jo@example.co.uk", theirs!.id, correction);
    expect(elsewhere.status).toBe("not_found");

    expect(await correctWaitlistEntry("jo@example.co.uk", mine!.id, correction)).toMatchObject({
      status: "ok",
    });
    const [after, untouched] = await db()
      .select()
      .from(waitlistSubmissions)
      .orderBy(waitlistSubmissions.id);
    expect(after).toMatchObject({
      name: "Jo Bloggs",
      email: "jo@example.co.uk",
      company: "Bloggs & Daughter Roofing",
      trade: "roofer",
      companySize: "21-50",
      interestedPlan: "enterprise",
      backOfficeUsers: 4,
      fieldUsers: 12,
      currentSoftware: mine!.currentSoftware,
    });
    expect(untouched).toEqual(theirs);
  });

  it("sends a link only for an address we hold, with one answer for every address, at most 3 a day", async () => {
    await submitContact(buildContactInput({ email: "Known.Person@example.co.uk" }));
    await deliver();
    const known = await requestPersonalLink({ email: "known.person+x@example.co.uk" });
    const unknown = await requestPersonalLink({ email: "unknown@example.co.uk" });
    expect(unknown).toEqual(known);
    expect(known.status).toBe("ok");
    expect(await requestPersonalLink({ email: "not an address" })).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Enter a valid email address" },
    });
    const links = () =>
      db()
        .select()
        .from(notificationOutbox)
        .where(sql`kind = 'personal_link'`);
    expect(await links()).toHaveLength(1);
    expect((await links())[0]).toMatchObject({
      subjectEmail: "known.person@example.co.uk",
      // Written to the address the person gave, not the variant typed into the request.
      payload: { to: "Known.Person@example.co.uk", emailNormalised: "known.person@example.co.uk" },
    });
    for (let i = 0; i < 4; i += 1) {
      expect(await requestPersonalLink({ email: "known.person@example.co.uk" })).toEqual(known);
    }
    expect(await links()).toHaveLength(3);

    await deliver();
    const linkMails = (await mails()).filter((mail) => mail.text.includes("your private link"));
    expect(linkMails).toHaveLength(3);
    const url = linkMails[0]!.text.match(
      /http:\/\/localhost:3000\/my-data\/view\?token=[\w-]+/,
    )![0];
    expect(openPersonalToken(tokenOf(url))?.email).toBe("known.person@example.co.uk");
  });

  it("writes the link to the spelling asked for when the person gave it before, else to their latest", async () => {
    await submitContact(buildContactInput({ email: "lee@spelling.example" }));
    await submitContact(buildContactInput({ email: "LEE@Spelling.Example" }));
    await submitContact(buildContactInput({ email: "lee+a@spelling.example" }));
    const sentTo = async (email: string) => {
      await db().execute(sql`delete from notification_outbox where kind = 'personal_link'`);
      await requestPersonalLink({ email });
      const [row] = await db()
        .select()
        .from(notificationOutbox)
        .where(sql`kind = 'personal_link'`);
      return (row!.payload as { to: string }).to;
    };
    expect(await sentTo("lee@spelling.example")).toBe("lee@spelling.example");
    expect(await sentTo("LEE@Spelling.Example")).toBe("LEE@Spelling.Example");
    // Written otherwise in letters' case only: the latest such spelling.
    expect(await sentTo("Lee@spelling.example")).toBe("LEE@Spelling.Example");
    expect(await sentTo("lee+a@spelling.example")).toBe("lee+a@spelling.example");
    // A spelling never given: the one last typed, never the new one.
    expect(await sentTo("lee+new@spelling.example")).toBe("lee+a@spelling.example");
  });

  it("the page's forms: corrections and deletion answer 303 back to the page", async () => {
    await submitWaitlist(buildWaitlistInput({ email: "forms@example.co.uk" }));
    const [entry] = await db().select().from(waitlistSubmissions);
    const token = tokenOf(personalPageUrl("forms@example.co.uk"));
    const fields = {
      token,
      entry: String(entry!.id),
      name: "Fran Forms",
      company: "Forms Ltd",
      trade: "plasterer",
      company_size: "1-5",
      interested_plan: "starter",
      back_office_users: "1",
      field_users: "0",
    };
    const where = (response: Response) => new URL(response.headers.get("location")!, "http://x");

    expect(
      (await handleCorrection(personalPagePost("/my-data/correct", fields, "cross-site"))).status,
    ).toBe(403);
    const refused = await handleCorrection(
      personalPagePost("/my-data/correct", { ...fields, name: "  " }),
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get("referrer-policy")).toBe("no-referrer");
    const back = where(refused);
    expect(back.pathname).toBe("/my-data/view");
    expect(back.searchParams.get("entry")).toBe(String(entry!.id));
    expect(decodeFieldErrors(back.searchParams.get("errors")!, ["name"])).toEqual({
      name: "Name is required",
    });
    const forged = await handleCorrection(
      personalPagePost("/my-data/correct", { ...fields, token: "x" }),
    );
    expect(where(forged).searchParams.get("done")).toBeNull();
    const saved = await handleCorrection(personalPagePost("/my-data/correct", fields));
    expect(where(saved).searchParams.get("done")).toBe("corrected");
    // Only a change drops the pages the browser kept for the back button (decision 047).
    expect(saved.headers.get("clear-site-data")).toBe('"cache"');
    expect(refused.headers.get("clear-site-data")).toBeNull();
    expect((await getPersonalData("forms@example.co.uk")).waitlist[0]).toMatchObject({
      name: "Fran Forms",
      company: "Forms Ltd",
    });

    // Unticked, nothing goes: back to the confirmation step.
    const unticked = await handleErasure(
      personalPagePost("/my-data/erase", { token, confirm: "yes" }),
    );
    expect(where(unticked).searchParams.get("step")).toBe("delete");
    expect(unticked.headers.get("clear-site-data")).toBeNull();
    expect(holdsNothing(await getPersonalData("forms@example.co.uk"))).toBe(false);
    const erased = await handleErasure(
      personalPagePost("/my-data/erase", { token, confirm: "yes", understood: "on" }),
    );
    expect(where(erased).searchParams.get("done")).toBe("deleted");
    expect(erased.headers.get("clear-site-data")).toBe('"cache"');
    expect(holdsNothing(await getPersonalData("forms@example.co.uk"))).toBe(true);
  });

  it("a link made before its address was erased opens nothing, not even a later sign-up (decision 076)", async () => {
    const email = "closed.link@example.co.uk";
    await submitWaitlist(buildWaitlistInput({ email, company: "First Go Ltd" }));
    const old = tokenOf(personalPageUrl(email, new Date(Date.now() - 1000)));
    const kept = tokenOf(personalPageUrl("kept.link@example.co.uk", new Date(Date.now() - 1000)));
    expect(await openPersonalLink(old)).toEqual({ status: "open", email });

    const erased = await handleErasure(
      personalPagePost("/my-data/erase", { token: old, confirm: "yes", understood: "on" }),
    );
    expect(new URL(erased.headers.get("location")!, "http://x").searchParams.get("done")).toBe(
      "deleted",
    );
    expect(await openPersonalLink(old)).toEqual({ status: "closed" });
    // Another mailbox's link, made at the same moment, is untouched.
    expect(await openPersonalLink(kept)).toMatchObject({ status: "open" });

    // The same address signs up again: the old link still opens nothing of it.
    await submitWaitlist(buildWaitlistInput({ email, company: "Second Go Ltd" }));
    const download = await downloadPersonalData(
      new Request(`http://localhost:3000/my-data/download?token=${old}`),
    );
    expect(download.status).toBe(404);
    const said = await download.text();
    expect(said).toContain(myData.closedLink);
    expect(said).not.toContain("Second Go");
    const again = await handleErasure(
      personalPagePost("/my-data/erase", { token: old, confirm: "yes", understood: "on" }),
    );
    expect(new URL(again.headers.get("location")!, "http://x").searchParams.get("done")).toBeNull();
    const entry = (await getPersonalData(email)).waitlist[0]!;
    const corrected = await handleCorrection(
      personalPagePost("/my-data/correct", {
        token: old,
        entry: String(entry.id),
        name: "Mallory",
      }),
    );
    expect(
      new URL(corrected.headers.get("location")!, "http://x").searchParams.get("done"),
    ).toBeNull();
    expect((await getPersonalData(email)).waitlist).toEqual([
      expect.objectContaining({ company: "Second Go Ltd", name: entry.name }),
    ]);

    // A link made now opens what is held now.
    const fresh = tokenOf(personalPageUrl(email));
    expect(await openPersonalLink(fresh)).toEqual({ status: "open", email });
    expect(
      (
        await downloadPersonalData(
          new Request(`http://localhost:3000/my-data/download?token=${fresh}`),
        )
      ).status,
    ).toBe(200);
  });

  it("marks an entry the bot checks kept back, in the page's data and the download", async () => {
    const email = "too.quick@example.co.uk";
    await submitWaitlist(buildWaitlistInput({ email, company: "Quick Ltd" }), { honeypot: "x" });
    await submitWaitlist(buildWaitlistInput({ email, company: "Careful Ltd" }));
    await submitContact(buildContactInput({ email }), { honeypot: "x" });
    const data = await getPersonalData(email);
    expect(data.waitlist.map((entry) => [entry.company, entry.held_back])).toEqual([
      ["Quick Ltd", true],
      ["Careful Ltd", false],
    ]);
    expect(data.contact.map((message) => message.held_back)).toEqual([true]);
  });

  it("unsubscribes the newsletter alone from the person's page, and only that mailbox's", async () => {
    await subscribeNewsletter({ email: "reader@example.co.uk" });
    await subscribeNewsletter({ email: "other.reader@example.co.uk" });
    await submitWaitlist(buildWaitlistInput({ email: "reader@example.co.uk" }));
    const token = tokenOf(personalPageUrl("reader@example.co.uk"));
    const where = (response: Response) => new URL(response.headers.get("location")!, "http://x");

    const crossSite = await handleUnsubscribe(
      personalPagePost("/my-data/unsubscribe", { token }, "cross-site"),
    );
    expect(crossSite.status).toBe(403);
    const forged = await handleUnsubscribe(
      personalPagePost("/my-data/unsubscribe", { token: "x" }),
    );
    expect(where(forged).searchParams.get("done")).toBeNull();
    expect((await getPersonalData("reader@example.co.uk")).newsletter[0]!.status).toBe("pending");

    const done = await handleUnsubscribe(personalPagePost("/my-data/unsubscribe", { token }));
    expect(done.status).toBe(303);
    expect(where(done).searchParams.get("done")).toBe("unsubscribed");
    const mine = await getPersonalData("reader@example.co.uk");
    expect(mine.newsletter[0]).toMatchObject({ status: "unsubscribed" });
    expect(mine.newsletter[0]!.unsubscribed_at).toBeTruthy();
    // The waitlist entry stays, and so does another reader's subscription.
    expect(mine.waitlist).toHaveLength(1);
    expect((await getPersonalData("other.reader@example.co.uk")).newsletter[0]!.status).toBe(
      "pending",
    );
  });

  it("an erasure by the founders' console closes the address's links too", async () => {
    const email = "console.closed@example.co.uk";
    await submitWaitlist(buildWaitlistInput({ email }));
    const token = tokenOf(personalPageUrl(email, new Date(Date.now() - 1000)));
    await eraseEverythingAbout(email, "admin");
    expect(await openPersonalLink(token)).toEqual({ status: "closed" });
    expect(await openPersonalLink("not-a-token")).toEqual({ status: "invalid" });
  });

  it("erasure from the person's page removes every row and mail file of the address, and leaves others'", async () => {
    const email = "Erase.Me@example.co.uk";
    await submitWaitlist(buildWaitlistInput({ email }));
    await submitContact(buildContactInput({ email: "erase.me@Example.co.uk" }));
    await subscribeNewsletter({ email });
    await db().execute(
      sql`insert into waitlist_people (email_normalised, confirmed_at, founder_place)
          values ('erase.me@example.co.uk', now(), 1) on conflict do nothing`,
    );
    await submitWaitlist(buildWaitlistInput({ email: "keep.me@example.co.uk" }));
    await requestPersonalLink({ email });
    await deliver();
    // A file written before mail files were tagged, quoting the address across a soft line break.
    await writeFile(
      path.join(mailDir(), "2026-01-01T00-00-00-000Z-1-1.eml"),
      "To: founders@example.co.uk\nSubject: New contact message\n\nReply to: ERASE.ME@exa=\nmple.co.uk\n",
    );
    const before = await mails();
    const about = (text: string) => /erase\.me/i.test(text);
    expect(before.filter((mail) => about(mail.text)).length).toBe(7);

    const result = await eraseEverythingAbout("erase.me@example.co.uk", "person");
    expect(result!.counts).toMatchObject({
      waitlist: 1,
      contact: 1,
      newsletter: 1,
      people: 1,
      mailFiles: 7,
    });
    const left = await mails();
    expect(left.filter((mail) => about(mail.text))).toEqual([]);
    expect(left.filter((mail) => mail.text.includes("keep.me@example.co.uk")).length).toBe(2);
    expect(holdsNothing(await getPersonalData("erase.me@example.co.uk"))).toBe(true);
    const tables = await queryRows<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const rows = await queryRows(db(), sql`select * from ${sql.identifier(table_name)}`);
      expect(JSON.stringify(rows).toLowerCase()).not.toContain("erase.me");
    }
    const [audit] = await db().select().from(adminAuditLog);
    expect(audit!.details).toMatchObject({ by: "person", mailFiles: 7, people: 1 });
  });
});
