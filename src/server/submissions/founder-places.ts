import "server-only";

import { sql } from "drizzle-orm";
import { revalidatePath } from "next/cache";

import { founderOffer } from "@/content/site";

import { type Database, getDatabase, isBuildPhase } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { logger } from "../log";

/** People on the waitlist: distinct normalised e-mails, quarantined rows not counted. */
export async function countWaitlistPeople(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct email_normalised)::int as count from waitlist_submissions where not quarantined`,
  );
  return Number(row?.count ?? 0);
}

/**
 * This person's founder place (1-based, by first sign-up), or null once the places are gone.
 * Ranked when the confirmation is written, after the sign-up committed. Reads at most the first
 * 100 or so distinct addresses, however long the waitlist grows.
 */
export async function founderPlaceOf(
  db: Database,
  emailNormalised: string,
): Promise<number | null> {
  const [row] = await queryRows<{ place: number | null }>(
    db,
    sql`
    with mine as (
      select min(id) as first_id from waitlist_submissions
      where email_normalised = ${emailNormalised} and not quarantined
    ),
    earlier as (
      select distinct email_normalised from waitlist_submissions, mine
      where id < mine.first_id and not quarantined
      limit ${founderOffer.places}
    )
    select case when (select first_id from mine) is null then null
                else (select count(*)::int from earlier) + 1 end as place`,
  );
  const place = row?.place;
  return typeof place === "number" && place <= founderOffer.places ? place : null;
}

/** Founder places left for the pricing box; null while building or if the database is down. */
export async function getFounderPlacesLeft(): Promise<number | null> {
  if (isBuildPhase()) return null;
  try {
    const { db } = await getDatabase();
    return Math.max(0, founderOffer.places - (await countWaitlistPeople(db)));
  } catch (error) {
    logger().error({ err: error }, "could not count founder places");
    return null;
  }
}

const refreshKey = Symbol.for("grafter.founder-places-refreshed-at");
type GlobalWithRefresh = typeof globalThis & { [refreshKey]?: number };

/**
 * Pages that show founder places; a new sign-up makes their cached copies stale. Throttled, so a
 * burst of sign-ups re-renders them once; the pages' own 60-second revalidation covers the rest.
 */
export function refreshFounderPlacePages(now = Date.now()) {
  const store = globalThis as GlobalWithRefresh;
  if (now - (store[refreshKey] ?? 0) < env().FOUNDER_PLACES_REFRESH_MS) return;
  store[refreshKey] = now;
  revalidatePath("/");
  revalidatePath("/signup");
}
