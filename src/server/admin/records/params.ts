import "server-only";

import { choiceFields, waitlistFieldNames } from "@/lib/validation/fields";

import { mailboxStatuses } from "../../founders/places";

export type RecordKind = "waitlist" | "contact" | "newsletter";
export const recordKinds: readonly RecordKind[] = ["waitlist", "contact", "newsletter"];

export type SortDirection = "asc" | "desc";

/** The list's state, all of it in the URL, so every view is a link and works without JavaScript. */
export interface RecordQuery {
  q: string;
  trade: string;
  plan: string;
  size: string;
  status: string;
  /** YYYY-MM-DD, UK calendar days, both inclusive. */
  from: string;
  to: string;
  sort: string;
  dir: SortDirection;
  page: number;
  /** What was dropped from the URL and why, shown above the list. */
  problems: string[];
}

export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

export const PAGE_SIZE = 50;
/** The days a filter may name: PostgreSQL has no year 0, and nothing here predates 2000. */
export const MIN_DAY = "2000-01-01";
export const MAX_DAY = "2999-12-31";
export const MAX_SEARCH_LENGTH = 200;

/** The columns each list can be sorted by: a whitelist, never a column name from the URL. */
/** Free text is searched, not sorted. */
const unsorted = new Set<string>(["current_software", "additional_notes"]);

export const sortKeys: Record<RecordKind, readonly string[]> = {
  waitlist: ["created_at", ...waitlistFieldNames.filter((field) => !unsorted.has(field))],
  contact: ["created_at", "name", "email"],
  newsletter: ["created_at", "email", "status", "confirmed_at"],
};

export const statusOptions: Record<RecordKind, readonly string[]> = {
  waitlist: ["counted", "quarantined", ...mailboxStatuses],
  contact: ["counted", "quarantined"],
  newsletter: ["pending", "confirmed", "unsubscribed", "quarantined"],
};

function first(raw: RawParams, key: string): string {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" ? text.trim() : "";
}

function oneOf(value: string, allowed: readonly string[]): string {
  return allowed.includes(value) ? value : "";
}

function isoDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** A real calendar day inside MIN_DAY..MAX_DAY; one outside is dropped with a problem to show. */
function dayFilter(raw: RawParams, key: "from" | "to", problems: string[]): string {
  const day = isoDay(first(raw, key));
  if (day && (day < MIN_DAY || day > MAX_DAY)) {
    problems.push(
      `The "${key}" date ${day} is outside ${MIN_DAY} to ${MAX_DAY}, so it was ignored.`,
    );
    return "";
  }
  return day;
}

/** A search box holds one line of text: NUL (which PostgreSQL text cannot hold), other control
 * characters and lone surrogates are removed. */
function searchText(value: string): string {
  return value.replace(/[\p{Cc}\p{Cs}]/gu, "").trim();
}

/**
 * Reads a list's state from search params. Anything unknown or malformed is dropped (an empty
 * filter, the default sort, page 1) rather than refused: a mistyped link still shows a list.
 */
export function parseRecordQuery(kind: RecordKind, raw: RawParams): RecordQuery {
  const waitlist = kind === "waitlist";
  const sort = oneOf(first(raw, "sort"), sortKeys[kind]) || "created_at";
  const page = Number.parseInt(first(raw, "page"), 10);
  const problems: string[] = [];
  return {
    q: searchText(first(raw, "q")).slice(0, MAX_SEARCH_LENGTH),
    trade: waitlist ? oneOf(first(raw, "trade"), choiceFields.trade.options) : "",
    plan: waitlist ? oneOf(first(raw, "plan"), choiceFields.interested_plan.options) : "",
    size: waitlist ? oneOf(first(raw, "size"), choiceFields.company_size.options) : "",
    status: oneOf(first(raw, "status"), statusOptions[kind]),
    from: dayFilter(raw, "from", problems),
    to: dayFilter(raw, "to", problems),
    sort,
    dir: first(raw, "dir") === "asc" ? "asc" : "desc",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    problems,
  };
}

/** The query as search params, defaults left out, for links that change one thing. */
export function queryToParams(query: RecordQuery, changes: Partial<RecordQuery> = {}): string {
  const merged = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of ["q", "trade", "plan", "size", "status", "from", "to"] as const) {
    if (merged[key]) params.set(key, merged[key]);
  }
  if (merged.sort !== "created_at") params.set("sort", merged.sort);
  if (merged.dir !== "desc") params.set("dir", merged.dir);
  if (merged.page > 1) params.set("page", String(merged.page));
  return params.toString();
}

/** True when any filter narrows the list (the page says "matching" rather than "in total"). */
export function isFiltered(query: RecordQuery): boolean {
  return Boolean(
    query.q || query.trade || query.plan || query.size || query.status || query.from || query.to,
  );
}
