import "server-only";

import { eq, sql } from "drizzle-orm";

import {
  companySizeLabel,
  type CompanySizeValue,
  interestedPlanLabel,
  type InterestedPlanValue,
  tradeLabel,
  type TradeValue,
} from "@/lib/validation/options";

import { type Database, getDatabase } from "../../db";
import { queryRows } from "../../db/query";
import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
import { mailboxSql, type MailboxStatus } from "../../founders/places";
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
}

/** One record with every stored field (except tokens and hashes), or null when there is none. */
export async function findRecord(kind: RecordKind, id: number): Promise<RecordDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { db } = await getDatabase();
  const detail = await readers[kind](db, id);
  if (!detail) return null;
  return { ...detail, kind, id, related: await relatedTo(db, detail.emailNormalised, kind, id) };
}

type Reader = (
  db: Database,
  id: number,
) => Promise<Omit<RecordDetail, "kind" | "id" | "related"> | null>;

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
      fields: [
        { label: "Name", value: row.name },
        { label: "Email", value: row.email },
        { label: "Company", value: row.company },
        { label: "Trade", value: tradeLabel(row.trade as TradeValue) },
        { label: "Company size", value: companySizeLabel(row.companySize as CompanySizeValue) },
        {
          label: "Interested plan",
          value: interestedPlanLabel(row.interestedPlan as InterestedPlanValue),
        },
        { label: "Back-office users", value: row.backOfficeUsers },
        { label: "Field users", value: row.fieldUsers },
        { label: "Current software", value: row.currentSoftware || null },
        { label: "Additional notes", value: row.additionalNotes || null, format: "multiline" },
        { label: "Signed up", value: row.createdAt.toISOString(), format: "datetime" },
        { label: "Form opened from", value: row.source || null },
        {
          label: "Address",
          value: row.quarantined
            ? "Quarantined: not on the list until released"
            : mailboxLabels[row.mailbox](row.place),
        },
        {
          label: "Confirmed",
          value: row.confirmedAt ? new Date(row.confirmedAt as string).toISOString() : null,
          format: "datetime",
        },
      ],
    };
  },
  async contact(db, id) {
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    if (!row) return null;
    return {
      ...header(row, row.name),
      fields: [
        { label: "Name", value: row.name },
        { label: "Email", value: row.email },
        { label: "Message", value: row.message, format: "multiline" },
        { label: "Sent", value: row.createdAt.toISOString(), format: "datetime" },
        { label: "Form opened from", value: row.source || null },
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
        { label: "Subscribed", value: row.createdAt.toISOString(), format: "datetime" },
        { label: "Confirmed", value: row.confirmedAt?.toISOString() ?? null, format: "datetime" },
        {
          label: "Unsubscribed",
          value: row.unsubscribedAt?.toISOString() ?? null,
          format: "datetime",
        },
        { label: "Consent wording", value: row.consentText, format: "multiline" },
        { label: "Consent version", value: row.consentVersion },
        { label: "Form opened from", value: row.source || null },
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
