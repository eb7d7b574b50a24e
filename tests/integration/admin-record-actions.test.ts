import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { normaliseEmail } from "@/lib/validation/mailbox";
import { queryRows } from "@/server/db/query";
import { contactSubmissions, notificationOutbox, recordNotes } from "@/server/db/schema";
import {
  addNote,
  listNotes,
  markAnswered,
  resendConfirmation,
} from "@/server/admin/record-actions";
import { confirmByToken, findPersonByEmail } from "@/server/founders/confirmation";
import { confirmationToken } from "@/server/founders/token";
import { eraseEverythingAbout } from "@/server/people/erasure";
import { submitContact, submitWaitlist } from "@/server/submissions/submit";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

const options = {
  env: { IP_RATE_LIMIT_PER_HOUR: "0", SITE_SECRET: "record-actions-test-secret-0123456789ab" },
};

describeOnDrivers("the console's record actions", options, ({ db }) => {
  async function signUp(email: string) {
    expect((await submitWaitlist(buildWaitlistInput({ email }))).status).toBe("ok");
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from waitlist_submissions where email = ${email}`,
    );
    return Number(row!.id);
  }

  const confirmations = async () =>
    (await db().select().from(notificationOutbox)).filter(
      (row) => row.kind === "waitlist_confirmation",
    ).length;

  it("resends the confirmation e-mail while the address is unconfirmed, not after", async () => {
    const id = await signUp("sam@example.co.uk");
    expect(await confirmations()).toBe(1);
    expect(await resendConfirmation(id)).toBe("sent");
    expect(await confirmations()).toBe(2);
    const person = (await findPersonByEmail(db(), normaliseEmail("sam@example.co.uk")))!;
    await confirmByToken(confirmationToken(person));
    expect(await resendConfirmation(id)).toBe("confirmed");
    expect(await resendConfirmation(id + 1000)).toBe("missing");
    expect(await confirmations()).toBe(2);
  });

  it("marks a contact message answered, once, and can undo it", async () => {
    expect((await submitContact(buildContactInput({ email: "p@example.co.uk" }))).status).toBe(
      "ok",
    );
    const [message] = await db().select().from(contactSubmissions);
    expect(message!.answeredAt).toBeNull();
    expect(await markAnswered(message!.id, true)).toBe(true);
    const [first] = await db().select().from(contactSubmissions);
    expect(first!.answeredAt).toBeInstanceOf(Date);
    expect(await markAnswered(message!.id, true)).toBe(true);
    const [again] = await db().select().from(contactSubmissions);
    expect(again!.answeredAt).toEqual(first!.answeredAt);
    expect(await markAnswered(message!.id, false)).toBe(true);
    const [undone] = await db().select().from(contactSubmissions);
    expect(undone!.answeredAt).toBeNull();
    expect(await markAnswered(message!.id + 1000, true)).toBe(false);
  });

  it("keeps notes on a record, refuses empty and overlong ones, and erases them with it", async () => {
    const id = await signUp("noted@example.co.uk");
    expect(await addNote("waitlist", id, "  Called: wants a demo in March  ")).toBe("added");
    expect(await addNote("waitlist", id, "   ")).toBe("empty");
    expect(await addNote("waitlist", id, "x".repeat(2001))).toBe("too_long");
    expect(await addNote("contact", id, "no such message")).toBe("missing");
    expect(await listNotes(db(), "waitlist", id)).toMatchObject([
      { body: "Called: wants a demo in March" },
    ]);
    await eraseEverythingAbout("noted@example.co.uk");
    expect(await db().select().from(recordNotes)).toEqual([]);
  });

  it("a founders' confirmation notice names its record, so the e-mail can link to it", async () => {
    const id = await signUp("linked@example.co.uk");
    const person = (await findPersonByEmail(db(), normaliseEmail("linked@example.co.uk")))!;
    await confirmByToken(confirmationToken(person));
    const notices = (await db().select().from(notificationOutbox)).filter(
      (row) => (row.payload as { type?: string }).type === "confirmation",
    );
    expect(notices[0]!.payload).toMatchObject({ submission: { id } });
  });
});
