import "server-only";

import { eq, sql } from "drizzle-orm";

import {
  choiceLabel,
  isChoiceField,
  type WaitlistField,
  waitlistFieldLabels,
  waitlistFieldNames,
} from "@/lib/validation/fields";

import { type SignupOrigin, signupOrigin } from "../../analytics/signup-origin";
import { type Database, getDatabase } from "../../db";
import { queryRows } from "../../db/query";
import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
import { toWaitlistRecord } from "../../db/waitlist-columns";
import { mailboxSql, type MailboxStatus } from "../../founders/places";
import { listNotes, type RecordNote } from "../record-actions";
import type { RecordKind } from "./params";

const mailboxLabels: Record<MailboxStatus, (place: number | null) => string> = {
  founder: (place) => `Confirmed: founder place ${place}`,
  waitlisted: () => "Confirmed, after the founder places were gone",
  pending: () => "Awaiting confirmation",
  expired: () => "Never confirmed (expired)",
};

export interface DetailField {
  label: string;
  value: string | number | null;
  /** How the page shows it: a UK date and time, or text that keeps its line breaks. */
  format?: "datetime" | "multiline";
}

export interface RelatedRecord {
  kind: RecordKind;
  id: number;
  createdAt: string;
}

export interface RecordDetail {
  kind: RecordKind;
  id: number;
  title: string;
  email: string;
  emailNormalised: string;
  createdAt: string;
  quarantined: boolean;
  fields: DetailField[];
  /** Everything else held about the same address, newest first. */
  related: RelatedRecord[];
  /** The founders' notes (waitlist sign-ups and contact messages); null where notes are not kept. */
  notes: RecordNote[] | null;
  /** A waitlist sign-up whose address is still unconfirmed: its confirmation can be resent. */
  awaitingConfirmation: boolean;
  /** When a contact message was marked answered. */
  answeredAt: string | null;
}

/** One record with every stored field (except tokens and hashes), or null when there is none. */
export async function findRecord(kind: RecordKind, id: number): Promise<RecordDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { db } = await getDatabase();
  const detail = await readers[kind](db, id);
  if (!detail) return null;
  return {
    awaitingConfirmation: false,
    answeredAt: null,
    ...detail,
    kind,
    id,
    related: await relatedTo(db, detail.emailNormalised, kind, id),
    notes: kind === "newsletter" ? null : await listNotes(db, kind, id),
  };
}

type Reader = (
  db: Database,
  id: number,
) => Promise<
  | (Omit<
      RecordDetail,
      "kind" | "id" | "related" | "notes" | "awaitingConfirmation" | "answeredAt"
    > &
      Partial<Pick<RecordDetail, "awaitingConfirmation" | "answeredAt">>)
  | null
>;

/** What every record page shows above its fields; every kind of row has these columns. */
function header(
  row: { email: string; emailNormalised: string; createdAt: Date; quarantined: boolean },
  title: string,
) {
  return {
    title,
    email: row.email,
    emailNormalised: row.emailNormalised,
    createdAt: row.createdAt.toISOString(),
    quarantined: row.quarantined,
  };
}

const at = (label: string, date: Date | null): DetailField => ({
  label,
  value: date ? date.toISOString() : null,
  format: "datetime",
});

const origin = (row: { source: string }): DetailField => ({
  label: "Form opened from",
  value: row.source || null,
});

/** Where the visit began, when the visitor allowed statistics; nothing otherwise. */
function visitOrigin(found: SignupOrigin | null): DetailField[] {
  if (!found) return [];
  return [
    { label: "Landed on", value: found.landedOn },
    { label: "Referred by", value: found.referredBy },
    { label: "Campaign", value: found.campaign },
  ];
}

const multiline = new Set<WaitlistField>(["additional_notes"]);

/** The sign-up's fields in the form's order and words; free text left empty shows as empty. */
function waitlistFields(record: ReturnType<typeof toWaitlistRecord>): DetailField[] {
  return waitlistFieldNames.map((field) => {
    const value = record[field];
    return {
      label: waitlistFieldLabels[field],
      value: isChoiceField(field) ? choiceLabel(field, value) : value === "" ? null : value,
      ...(multiline.has(field) ? { format: "multiline" as const } : {}),
    };
  });
}

const readers: Record<RecordKind, Reader> = {
  async waitlist(db, id) {
    const w = waitlistSubmissions;
    const mailbox = mailboxSql();
    const [row] = await db
      .select({
        row: w,
        mailbox: mailbox.status,
        place: mailbox.founderPlace,
        confirmedAt: mailbox.confirmedAt,
      })
      .from(w)
      .where(eq(w.id, id))
      .then((rows) => rows.map(({ row: stored, ...standing }) => ({ ...stored, ...standing })));
    if (!row) return null;
    return {
      ...header(row, row.name),
      awaitingConfirmation: !row.quarantined && row.mailbox === "pending",
      fields: [
        ...waitlistFields(toWaitlistRecord(row)),
        at("Signed up", row.createdAt),
        origin(row),
        ...visitOrigin(await signupOrigin(db, row.id)),
        {
          label: "Address",
          value: row.quarantined
            ? "Quarantined: not on the list until released"
            : mailboxLabels[row.mailbox](row.place),
        },
        at("Confirmed", row.confirmedAt ? new Date(row.confirmedAt as string) : null),
      ],
    };
  },
  async contact(db, id) {
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    if (!row) return null;
    return {
      ...header(row, row.name),
      answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
      fields: [
        { label: "Name", value: row.name },
        { label: "Email", value: row.email },
        { label: "Message", value: row.message, format: "multiline" },
        at("Sent", row.createdAt),
        origin(row),
        at("Answered", row.answeredAt),
      ],
    };
  },
  async newsletter(db, id) {
    const n = newsletterSubscriptions;
    const [row] = await db.select().from(n).where(eq(n.id, id));
    if (!row) return null;
    return {
      ...header(row, row.email),
      fields: [
        { label: "Email", value: row.email },
        { label: "Status", value: row.status },
        at("Subscribed", row.createdAt),
        at("Confirmed", row.confirmedAt),
        at("Unsubscribed", row.unsubscribedAt),
        { label: "Consent wording", value: row.consentText, format: "multiline" },
        { label: "Consent version", value: row.consentVersion },
        origin(row),
      ],
    };
  },
};

async function relatedTo(
  db: Database,
  emailNormalised: string,
  kind: RecordKind,
  id: number,
): Promise<RelatedRecord[]> {
  const rows = await queryRows<{
    kind: RecordKind;
    id: number | string;
    created_at: string | Date;
  }>(
    db,
    sql`
    select * from (
      select 'waitlist' as kind, id, created_at from waitlist_submissions where email_normalised = ${emailNormalised}
      union all
      select 'contact', id, created_at from contact_submissions where email_normalised = ${emailNormalised}
      union all
      select 'newsletter', id, created_at from newsletter_subscriptions where email_normalised = ${emailNormalised}
    ) held
    order by created_at desc
    limit 50`,
  );
  return rows
    .map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      createdAt: new Date(row.created_at).toISOString(),
    }))
    .filter((row) => !(row.kind === kind && row.id === id));
}
