import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";

/**
 * Takes the founder-places lock until the transaction ends (`lock_founder_places`, migration
 * 0010). One order for every path (decision 081): a transaction that gives, frees or passes on a
 * place, or deletes a mailbox row (which may hold one), takes this lock before it touches any
 * row, as confirm_waitlist_person and pass_on_founder_places do. Waiting for it while holding a
 * mailbox row is what deadlocked confirmations against erasures.
 */
export async function lockFounderPlaces(tx: Database): Promise<void> {
  await tx.execute(sql`select lock_founder_places()`);
}
