import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { type Database, getDatabase } from "../../db";
import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
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

interface Window {
  query: RecordQuery;
  where: SQL | undefined;
  order: SQL[];
  offset: number;
  page: number;
  pageCount: number;
  total: number;
}

/**
 * Counts the matches first, so a page past the end shows the last page instead of nothing. Both
 * queries use the same WHERE, built from whitelisted columns and bound parameters only.
 */
async function windowFor(db: Database, kind: RecordKind, raw: RawParams): Promise<Window> {
  const query = parseRecordQuery(kind, raw);
  const where = whereFor(kind, query);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(kindSpecs[kind].table)
    .where(where);
  const total = Number(row?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    query: { ...query, page },
    where,
    order: orderFor(kind, query),
    offset: (page - 1) * PAGE_SIZE,
    page,
    pageCount,
    total,
  };
}

function pageOf<Item>(window: Window, items: Item[]): RecordPage<Item> {
  return {
    items,
    total: window.total,
    page: window.page,
    pageCount: window.pageCount,
    pageSize: PAGE_SIZE,
    query: window.query,
  };
}

export async function listWaitlist(raw: RawParams): Promise<RecordPage<WaitlistItem>> {
  const { db } = await getDatabase();
  const window = await windowFor(db, "waitlist", raw);
  const w = waitlistSubmissions;
  const rows = await db
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
    })
    .from(w)
    .where(window.where)
    .orderBy(...window.order)
    .limit(PAGE_SIZE)
    .offset(window.offset);
  return pageOf(
    window,
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
}

export async function listContact(raw: RawParams): Promise<RecordPage<ContactItem>> {
  const { db } = await getDatabase();
  const window = await windowFor(db, "contact", raw);
  const c = contactSubmissions;
  const rows = await db
    .select({
      id: c.id,
      createdAt: c.createdAt,
      name: c.name,
      email: c.email,
      excerpt: sql<string>`substring(${c.message} from 1 for 160)`,
      quarantined: c.quarantined,
    })
    .from(c)
    .where(window.where)
    .orderBy(...window.order)
    .limit(PAGE_SIZE)
    .offset(window.offset);
  return pageOf(
    window,
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
}

export async function listNewsletter(raw: RawParams): Promise<RecordPage<NewsletterItem>> {
  const { db } = await getDatabase();
  const window = await windowFor(db, "newsletter", raw);
  const n = newsletterSubscriptions;
  const rows = await db
    .select({
      id: n.id,
      createdAt: n.createdAt,
      email: n.email,
      status: n.status,
      confirmedAt: n.confirmedAt,
      quarantined: n.quarantined,
    })
    .from(n)
    .where(window.where)
    .orderBy(...window.order)
    .limit(PAGE_SIZE)
    .offset(window.offset);
  return pageOf(
    window,
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
  );
}
