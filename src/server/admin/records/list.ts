import "server-only";

import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { getDatabase } from "../../db";
import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
import { mailboxSql, type MailboxStatus } from "../../founders/places";
import { kindSpecs, orderFor, whereFor } from "./filters";
import {
  PAGE_SIZE,
  parseRecordQuery,
  type RawParams,
  type RecordKind,
  type RecordQuery,
} from "./params";

export interface RecordPage<Item> {
  items: Item[];
  /** Rows matching the filters, across all pages. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The query as understood (bad values dropped, the page clamped), for the filter form. */
  query: RecordQuery;
}

export interface WaitlistItem {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  trade: string;
  companySize: string;
  interestedPlan: string;
  backOfficeUsers: number;
  fieldUsers: number;
  quarantined: boolean;
  /** The mailbox's standing (decision 016): shared by every sign-up of that address. */
  mailbox: MailboxStatus;
  founderPlace: number | null;
  confirmedAt: string | null;
}

export interface ContactItem {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  /** The first 160 characters; the detail view has the rest. */
  excerpt: string;
  quarantined: boolean;
}

export interface NewsletterItem {
  id: number;
  createdAt: string;
  email: string;
  status: string;
  confirmedAt: string | null;
  quarantined: boolean;
}

/** Rows of a list as selected: its columns, and the total matches when asked for. */
type Selected<S extends Selection> = {
  [K in keyof S]: S[K] extends SQL<infer T> ? T : S[K] extends PgColumn ? S[K]["_"]["data"] : never;
} & {
  total: number | string | null;
};
type Selection = Record<string, PgColumn | SQL>;

/** What every list shows of a row whatever its kind: its id, when it came, whether it is held. */
interface Listed {
  id: number;
  createdAt: string;
  quarantined: boolean;
}

/**
 * A page of any list. Without a search, the matches are counted first (an index answers that
 * quickly), so a page past the end shows the last page instead of nothing. A search has to read
 * every row anyway, so it counts in the same pass (count(*) over ()), halving its cost; only a
 * page past the end then needs the separate count. Every query uses the same WHERE, built from
 * whitelisted columns and bound parameters only.
 */
async function pageOf<S extends Selection, Own>(
  kind: RecordKind,
  raw: RawParams,
  selection: S,
  toOwn: (row: Omit<Selected<S>, "total">) => Own,
): Promise<RecordPage<Listed & Own>> {
  const { db } = await getDatabase();
  const query = parseRecordQuery(kind, raw);
  const where = whereFor(kind, query);
  const order = orderFor(kind, query);
  const table = kindSpecs[kind].table;
  type Row = Selected<S> & { id: number; createdAt: Date; quarantined: boolean };
  const fetch = (offset: number, withTotal: boolean) =>
    db
      .select({
        id: table.id,
        createdAt: table.createdAt,
        quarantined: table.quarantined,
        ...selection,
        total: withTotal ? sql<number | null>`count(*) over ()` : sql<number | null>`null`,
      })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(offset) as unknown as Promise<Row[]>;
  const result = (rows: Row[], total: number, page: number): RecordPage<Listed & Own> => ({
    items: rows.map(({ total: _total, id, createdAt, quarantined, ...row }) => ({
      ...toOwn(row as Omit<Selected<S>, "total">),
      id,
      createdAt: createdAt.toISOString(),
      quarantined,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    pageSize: PAGE_SIZE,
    query: { ...query, page },
  });
  if (query.q) {
    const rows = await fetch((query.page - 1) * PAGE_SIZE, true);
    if (rows.length > 0) return result(rows, Number(rows[0]!.total), query.page);
    if (query.page === 1) return result([], 0, 1);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  const total = Number(row?.count ?? 0);
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
  return result(await fetch((page - 1) * PAGE_SIZE, false), total, page);
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

export function listWaitlist(raw: RawParams): Promise<RecordPage<WaitlistItem>> {
  const w = waitlistSubmissions;
  const mailbox = mailboxSql();
  return pageOf(
    "waitlist",
    raw,
    {
      name: w.name,
      email: w.email,
      company: w.company,
      trade: w.trade,
      companySize: w.companySize,
      interestedPlan: w.interestedPlan,
      backOfficeUsers: w.backOfficeUsers,
      fieldUsers: w.fieldUsers,
      mailbox: mailbox.status,
      founderPlace: mailbox.founderPlace,
      confirmedAt: mailbox.confirmedAt,
    },
    (row) => ({
      ...row,
      founderPlace: row.founderPlace ?? null,
      confirmedAt: iso(row.confirmedAt as string | null),
    }),
  );
}

export function listContact(raw: RawParams): Promise<RecordPage<ContactItem>> {
  const c = contactSubmissions;
  return pageOf(
    "contact",
    raw,
    {
      name: c.name,
      email: c.email,
      excerpt: sql<string>`substring(${c.message} from 1 for 160)`,
    },
    (row) => row,
  );
}

export function listNewsletter(raw: RawParams): Promise<RecordPage<NewsletterItem>> {
  const n = newsletterSubscriptions;
  return pageOf(
    "newsletter",
    raw,
    { email: n.email, status: n.status, confirmedAt: n.confirmedAt },
    (row) => ({ ...row, confirmedAt: iso(row.confirmedAt) }),
  );
}
