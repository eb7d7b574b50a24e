import "server-only";

import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
import { mailboxSql, mailboxStatuses } from "../../founders/places";
import type { RecordKind, RecordQuery } from "./params";

type Table =
  typeof waitlistSubmissions | typeof contactSubmissions | typeof newsletterSubscriptions;

export interface KindSpec {
  table: Table;
  id: PgColumn;
  /** Sort key (from the whitelist in params.ts) to column, and the type to cast a cursor to. */
  sortable: Record<
    string,
    { column: PgColumn; type: "text" | "integer" | "timestamptz"; nullable?: boolean }
  >;
  search: PgColumn[];
}

const w = waitlistSubmissions;
const c = contactSubmissions;
const n = newsletterSubscriptions;

export const kindSpecs: Record<RecordKind, KindSpec> = {
  waitlist: {
    table: w,
    id: w.id,
    sortable: {
      created_at: { column: w.createdAt, type: "timestamptz" },
      name: { column: w.name, type: "text" },
      email: { column: w.email, type: "text" },
      company: { column: w.company, type: "text" },
      trade: { column: w.trade, type: "text" },
      company_size: { column: w.companySize, type: "text" },
      interested_plan: { column: w.interestedPlan, type: "text" },
      back_office_users: { column: w.backOfficeUsers, type: "integer" },
      field_users: { column: w.fieldUsers, type: "integer" },
    },
    search: [w.name, w.email, w.company],
  },
  contact: {
    table: c,
    id: c.id,
    sortable: {
      created_at: { column: c.createdAt, type: "timestamptz" },
      name: { column: c.name, type: "text" },
      email: { column: c.email, type: "text" },
    },
    search: [c.name, c.email, c.message],
  },
  newsletter: {
    table: n,
    id: n.id,
    sortable: {
      created_at: { column: n.createdAt, type: "timestamptz" },
      email: { column: n.email, type: "text" },
      status: { column: n.status, type: "text" },
      confirmed_at: { column: n.confirmedAt, type: "timestamptz", nullable: true },
    },
    search: [n.email],
  },
};

/** LIKE treats % and _ as wildcards and \ as their escape; a search for "50%" means "50%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The WHERE clause for a list's filters; the export uses the same one. */
export function whereFor(kind: RecordKind, query: RecordQuery): SQL | undefined {
  const spec = kindSpecs[kind];
  const table = spec.table;
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    // One ILIKE over the fields joined by a line break (a search box holds no line breaks): one
    // pass per row instead of one per field, about a third faster on 100,000 rows.
    const fields = sql.join(
      spec.search.map((column) => sql`${column}`),
      sql`, `,
    );
    conditions.push(sql`concat_ws(E'\n', ${fields}) ilike ${`%${escapeLike(query.q)}%`}`);
  }
  if (kind === "waitlist") {
    if ((mailboxStatuses as readonly string[]).includes(query.status)) {
      conditions.push(sql`${mailboxSql().status} = ${query.status}`);
      conditions.push(eq(w.quarantined, false));
    }
    if (query.trade) conditions.push(eq(w.trade, query.trade));
    if (query.plan) conditions.push(eq(w.interestedPlan, query.plan));
    if (query.size) conditions.push(eq(w.companySize, query.size));
  }
  if (query.status === "quarantined") conditions.push(eq(table.quarantined, true));
  else if (query.status === "counted") conditions.push(eq(table.quarantined, false));
  else if (query.status && kind === "newsletter") {
    conditions.push(eq(n.status, query.status), eq(n.quarantined, false));
  }
  // Days are UK calendar days; "to" includes the whole of its day.
  if (query.from) {
    conditions.push(
      sql`${table.createdAt} >= (${query.from}::date::timestamp at time zone 'Europe/London')`,
    );
  }
  if (query.to) {
    conditions.push(
      sql`${table.createdAt} < ((${query.to}::date + 1)::timestamp at time zone 'Europe/London')`,
    );
  }
  return and(...conditions.filter((condition) => condition !== undefined));
}

export interface SortExpression {
  expression: SQL;
  type: "text" | "integer" | "timestamptz";
  direction: "asc" | "desc";
}

/**
 * What the list is ordered by. A column that can be empty (a subscription never confirmed) is
 * ordered as if empty meant "after everything", so nulls go last both ways and the export's
 * cursor can compare it like any other value.
 */
export function sortExpression(kind: RecordKind, query: RecordQuery): SortExpression {
  const sort = kindSpecs[kind].sortable[query.sort] ?? kindSpecs[kind].sortable.created_at!;
  const end = query.dir === "asc" ? sql.raw("'infinity'") : sql.raw("'-infinity'");
  const expression = sort.nullable
    ? sql`coalesce(${sort.column}, ${end}::timestamptz)`
    : sql`${sort.column}`;
  return { expression, type: sort.type, direction: query.dir };
}

/** The sort, then the id in the same direction, so equal values keep a stable order. */
export function orderFor(kind: RecordKind, query: RecordQuery): SQL[] {
  const { expression, direction } = sortExpression(kind, query);
  const id = kindSpecs[kind].id;
  return direction === "asc" ? [asc(expression), asc(id)] : [desc(expression), desc(id)];
}
