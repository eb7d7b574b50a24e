import "server-only";

import { type SQL, sql } from "drizzle-orm";
import { revalidatePath } from "next/cache";

import { founderOffer } from "@/content/site";
import { interestedPlans } from "@/lib/validation/options";

import { type Database, getDatabase, isBuildPhase } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { logger } from "../log";
import { processGlobal } from "../process-global";

/** People on the waitlist: distinct mailboxes, quarantined rows not counted. */
export async function countWaitlistPeople(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct email_normalised)::int as count from waitlist_submissions where not quarantined`,
  );
  return Number(row?.count ?? 0);
}

/** Founder places taken: only a confirmed address holds one (decision 016). */
export async function countFounderPlacesTaken(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(founder_place)::int as count from waitlist_people`,
  );
  return Number(row?.count ?? 0);
}

export async function founderPlacesLeft(db: Database): Promise<number> {
  return Math.max(0, founderOffer.places - (await countFounderPlacesTaken(db)));
}

/** Founder places left for the pricing box; null while building or if the database is down. */
export async function getFounderPlacesLeft(): Promise<number | null> {
  if (isBuildPhase()) return null;
  try {
    return await founderPlacesLeft((await getDatabase()).db);
  } catch (error) {
    logger().error({ err: error }, "could not count founder places");
    return null;
  }
}

const refreshedAt = processGlobal<number>("founder-places-refreshed-at");

/**
 * Every address whose page shows founder places left, as a visitor requests it. Concrete paths:
 * a route pattern such as "/signup/plan/[plan]" never matched, since Next tags a page with its
 * route group ("/(site)/signup/plan/[plan]/page"), and /signup/joined was missing, so both showed
 * the old count after a confirmation while "/" showed the new one. A unit test walks src/app for
 * the pages that read the count.
 */
export const founderPlacePaths: readonly string[] = [
  "/",
  "/signup",
  "/signup/joined",
  ...interestedPlans.map((plan) => `/signup/plan/${plan}`),
];

/**
 * Pages that show founder places; a confirmation (or an erasure) makes their cached copies
 * stale. Throttled, so a burst re-renders them once; the pages' own 60-second revalidation covers
 * the rest and other instances (decision 004).
 */
export function refreshFounderPlacePages(now = Date.now()) {
  if (now - (refreshedAt.get() ?? 0) < env().FOUNDER_PLACES_REFRESH_MS) return;
  refreshedAt.set(now);
  try {
    for (const path of founderPlacePaths) revalidatePath(path);
  } catch (error) {
    // Outside a request (a script, a test) there is no page cache to refresh.
    logger().debug({ err: error }, "founder place pages not refreshed outside a request");
  }
}

/** Where a waitlist mailbox stands, as the console shows and filters it. */
export const mailboxStatuses = ["pending", "founder", "waitlisted", "expired"] as const;
export type MailboxStatus = (typeof mailboxStatuses)[number];

/**
 * SQL for the standing of a waitlist sign-up's mailbox, in a query over waitlist_submissions: its
 * founder place, when it was confirmed, and its status ("expired": unconfirmed past
 * WAITLIST_CONFIRM_DAYS and about to be purged, or no longer on the list). The column is named
 * with its table, since drizzle leaves it bare in a select list, where the subquery would read it
 * as its own.
 */
export function mailboxSql() {
  const person = (column: SQL) =>
    sql`(select ${column} from waitlist_people p
         where p.email_normalised = "waitlist_submissions"."email_normalised")`;
  const days = env().WAITLIST_CONFIRM_DAYS;
  return {
    founderPlace: person(sql`p.founder_place`).mapWith(Number),
    confirmedAt: person(sql`p.confirmed_at`),
    status: sql<MailboxStatus>`coalesce(${person(sql`
      case
        when p.founder_place is not null then 'founder'
        when p.confirmed_at is not null then 'waitlisted'
        when p.created_at < now() - make_interval(days => ${days}::int) then 'expired'
        else 'pending'
      end`)}, 'expired')`,
  };
}
