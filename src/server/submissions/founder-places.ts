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

/** Rows read in id order before falling back to the full count (see founderPlaceOf). */
export const PLACE_SCAN_ROWS = 500;

/**
 * This person's founder place (1-based, by first sign-up), or null once the places are gone.
 * Ranked when the confirmation is written, after the sign-up committed. Counting every distinct
 * address before theirs grows with the waitlist (a sequential scan per sign-up), so it reads the
 * first PLACE_SCAN_ROWS rows by id: that holds the answer unless those rows repeat fewer than 100
 * addresses, when (rarely) the full count decides.
 */
export async function founderPlaceOf(
  db: Database,
  emailNormalised: string,
  scanRows = PLACE_SCAN_ROWS,
): Promise<number | null> {
  const [row] = await queryRows<{ first_id: number | null; scanned: number; people: number }>(
    db,
    sql`
    with mine as (
      select min(id) as first_id from waitlist_submissions
      where email_normalised = ${emailNormalised} and not quarantined
    ),
    head as (
      select email_normalised from waitlist_submissions
      where not quarantined and id < (select first_id from mine)
      order by id
      limit ${scanRows}
    )
    select (select first_id from mine) as first_id,
           (select count(*)::int from head) as scanned,
           (select count(distinct email_normalised)::int from head) as people`,
  );
  if (row?.first_id == null) return null;
  let people = Number(row.people);
  if (Number(row.scanned) === scanRows && people < founderOffer.places) {
    const [full] = await queryRows<{ people: number }>(
      db,
      sql`
      select count(distinct email_normalised)::int as people from waitlist_submissions
      where not quarantined and id < ${row.first_id}`,
    );
    people = Number(full?.people ?? 0);
  }
  const place = people + 1;
  return place <= founderOffer.places ? place : null;
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
