import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { type Database, getDatabase } from "../../db";
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

/** One page of rows, with the total matches when `withTotal` asks for it in the same query. */
type Fetch<Row> = (
  where: SQL | undefined,
  order: SQL[],
  offset: number,
  withTotal: boolean,
) => Promise<(Row & { total: number | string | null })[]>;

/** The same shape either way, so each list keeps one typed select. */
const totalColumn = (withTotal: boolean) => ({
  total: withTotal ? sql<number | null>`count(*) over ()` : sql<number | null>`null`,
});

/**
 * A page of any list. Without a search, the matches are counted first (an index answers that
 * quickly), so a page past the end shows the last page instead of nothing. A search has to read
 * every row anyway, so it counts in the same pass (count(*) over ()), halving its cost; only a
 * page past the end then needs the separate count. Every query uses the same WHERE, built from
 * whitelisted columns and bound parameters only.
 */
async function pageOf<Row, Item>(
  db: Database,
  kind: RecordKind,
  raw: RawParams,
  fetch: Fetch<Row>,
  toItem: (row: Row & { total: unknown }) => Item,
): Promise<RecordPage<Item>> {
  const query = parseRecordQuery(kind, raw);
  const where = whereFor(kind, query);
  const order = orderFor(kind, query);
  const result = (
    rows: (Row & { total: unknown })[],
    total: number,
    page: number,
  ): RecordPage<Item> => ({
    items: rows.map(toItem),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    pageSize: PAGE_SIZE,
    query: { ...query, page },
  });
  if (query.q) {
    const rows = await fetch(where, order, (query.page - 1) * PAGE_SIZE, true);
    if (rows.length > 0) return result(rows, Number(rows[0]!.total), query.page);
    if (query.page === 1) return result([], 0, 1);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(kindSpecs[kind].table)
    .where(where);
  const total = Number(row?.count ?? 0);
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
  return result(await fetch(where, order, (page - 1) * PAGE_SIZE, false), total, page);
}

export async function listWaitlist(raw: RawParams): Promise<RecordPage<WaitlistItem>> {
  const { db } = await getDatabase();
  const w = waitlistSubmissions;
  const mailbox = mailboxSql();
  return pageOf(
    db,
    "waitlist",
    raw,
    (where, order, offset, withTotal) =>
      db
        .select({
          id: w.id,
          createdAt: w.createdAt,
          name: w.name,
          email: w.email,
          company: w.company,
          trade: w.trade,
          companySize: w.companySize,
          interestedPlan: w.interestedPlan,
          backOfficeUsers: w.backOfficeUsers,
          fieldUsers: w.fieldUsers,
          quarantined: w.quarantined,
          mailbox: mailbox.status,
          founderPlace: mailbox.founderPlace,
          confirmedAt: mailbox.confirmedAt,
          ...totalColumn(withTotal),
        })
        .from(w)
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(offset),
    ({ total: _total, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      founderPlace: row.founderPlace ?? null,
      confirmedAt: row.confirmedAt ? new Date(row.confirmedAt as string).toISOString() : null,
    }),
  );
}

export async function listContact(raw: RawParams): Promise<RecordPage<ContactItem>> {
  const { db } = await getDatabase();
  const c = contactSubmissions;
  return pageOf(
    db,
    "contact",
    raw,
    (where, order, offset, withTotal) =>
      db
        .select({
          id: c.id,
          createdAt: c.createdAt,
          name: c.name,
          email: c.email,
          excerpt: sql<string>`substring(${c.message} from 1 for 160)`,
          quarantined: c.quarantined,
          ...totalColumn(withTotal),
        })
        .from(c)
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(offset),
    ({ total: _total, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}

export async function listNewsletter(raw: RawParams): Promise<RecordPage<NewsletterItem>> {
  const { db } = await getDatabase();
  const n = newsletterSubscriptions;
  return pageOf(
    db,
    "newsletter",
    raw,
    (where, order, offset, withTotal) =>
      db
        .select({
          id: n.id,
          createdAt: n.createdAt,
          email: n.email,
          status: n.status,
          confirmedAt: n.confirmedAt,
          quarantined: n.quarantined,
          ...totalColumn(withTotal),
        })
        .from(n)
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(offset),
    ({ total: _total, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    }),
  );
}
