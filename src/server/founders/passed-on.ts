import "server-only";

import { sql } from "drizzle-orm";

import { founderOffer } from "@/content/site";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { inviteBehindTheFrontier } from "./invitations";

/**
 * Gives each free founder place to the first in line (decision 078): the earliest mailbox that
 * confirmed after the places were gone. Runs inside the erasure's transaction, so the released
 * place and its new holder commit together; queues, in the same statement, the founders' notice
 * and the e-mail telling that person. Returns the places passed on. `pass_on_founder_places`
 * takes the places lock, which the caller must already hold before it deletes any row (081).
 */
export async function passOnFreedPlaces(tx: Database): Promise<number[]> {
  const rows = await queryRows<{ place: number }>(
    tx,
    sql`
    with passed as (
      select promoted_email, promoted_place from pass_on_founder_places(${founderOffer.places}::int)
    ),
    latest as (
      select distinct on (s.email_normalised) s.email_normalised, s.id, s.name, s.email, s.company,
             s.trade, s.company_size, s.interested_plan, s.source
      from waitlist_submissions s join passed on s.email_normalised = passed.promoted_email
      where not s.quarantined
      order by s.email_normalised, s.id desc
    ),
    queued as (
      insert into notification_outbox (kind, subject_email, payload)
      select 'founder_notice', passed.promoted_email,
             jsonb_build_object('type', 'confirmation', 'submission',
               jsonb_build_object('founder_place', passed.promoted_place, 'passed_on', 'yes')
               || (to_jsonb(latest) - 'email_normalised'))
      from passed join latest on latest.email_normalised = passed.promoted_email
      union all
      select 'founder_place_opened', passed.promoted_email,
             jsonb_build_object('to', latest.email, 'name', latest.name,
               'emailNormalised', passed.promoted_email, 'place', passed.promoted_place)
      from passed join latest on latest.email_normalised = passed.promoted_email
    )
    select promoted_place as place from passed`,
  );
  const places = rows.map((row) => Number(row.place));
  // Invitations started: the new holder of an invited place is invited in turn (decision 088).
  if (places.length > 0) await inviteBehindTheFrontier(tx);
  return places;
}
