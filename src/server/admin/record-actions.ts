import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { writeAudit } from "../audit";
import { type Database, getDatabase } from "../db";
import { queryRows } from "../db/query";
import { contactSubmissions, type WaitlistRow, waitlistSubmissions } from "../db/schema";
import { wakeDispatcher } from "../outbox-signal";
import { enqueueNotifications, waitlistConfirmationNotice } from "../submissions/repository";

/** Notes are the founders' own words about a record: a line or a short paragraph. */
export const NOTE_MAX_CHARS = 2000;

export type NoteKind = "waitlist" | "contact";

export interface RecordNote {
  id: number;
  body: string;
  createdAt: string;
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1;

/**
 * Sends the confirmation e-mail of a waitlist sign-up again, for a mailbox still unconfirmed (a
 * person who lost it, or whose spam folder ate it). The e-mail is written when it is sent, with
 * the link and the places left then, like the first one.
 */
export async function resendConfirmation(id: number): Promise<"sent" | "confirmed" | "missing"> {
  if (!validId(id)) return "missing";
  const { db } = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(waitlistSubmissions)
      .where(and(eq(waitlistSubmissions.id, id), eq(waitlistSubmissions.quarantined, false)));
    if (!row) return "missing" as const;
    const [person] = await queryRows<{ confirmed_at: string | null }>(
      tx,
      sql`select confirmed_at from waitlist_people where email_normalised = ${row.emailNormalised}`,
    );
    if (!person) return "missing" as const;
    if (person.confirmed_at !== null) return "confirmed" as const;
    await enqueue(tx, row);
    await writeAudit(tx, { action: "resend_confirmation", details: { record: id } });
    return "sent" as const;
  });
  if (outcome === "sent") wakeDispatcher();
  return outcome;
}

async function enqueue(tx: Database, row: WaitlistRow) {
  const notice = waitlistConfirmationNotice(row, row.createdAt);
  await enqueueNotifications(tx, [{ ...notice, subjectEmail: row.emailNormalised }]);
}

/** Marks a contact message answered (or not, to undo a slip); false if there is no such message. */
export async function markAnswered(id: number, answered: boolean): Promise<boolean> {
  if (!validId(id)) return false;
  const { db } = await getDatabase();
  const rows = await db
    .update(contactSubmissions)
    .set({ answeredAt: answered ? sql`coalesce(${contactSubmissions.answeredAt}, now())` : null })
    .where(eq(contactSubmissions.id, id))
    .returning({ id: contactSubmissions.id });
  return rows.length > 0;
}

/** Adds a note to a waitlist sign-up or a contact message; it goes with the record. */
export async function addNote(
  kind: NoteKind,
  id: number,
  text: string,
): Promise<"added" | "empty" | "too_long" | "missing"> {
  const body = text.trim();
  if (!body) return "empty";
  if (body.length > NOTE_MAX_CHARS) return "too_long";
  if (!validId(id)) return "missing";
  const { db } = await getDatabase();
  const table = kind === "waitlist" ? sql`waitlist_submissions` : sql`contact_submissions`;
  const column = kind === "waitlist" ? sql`waitlist_id` : sql`contact_id`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into record_notes (${column}, body)
        select id, ${body} from ${table} where id = ${id}
        returning id`,
  );
  return rows.length > 0 ? "added" : "missing";
}

export async function listNotes(db: Database, kind: NoteKind, id: number): Promise<RecordNote[]> {
  const column = kind === "waitlist" ? sql`waitlist_id` : sql`contact_id`;
  const rows = await queryRows<{ id: number; body: string; created_at: string | Date }>(
    db,
    sql`select id, body, created_at from record_notes where ${column} = ${id} order by id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
