import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { freezeAndSend, sendRefusal } from "./freeze";

/** A schedule seen this long after it fell due was missed while no instance ran (decision 086). */
export const MISSED_AFTER_MINUTES = 5;

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Schedules a draft for a UK wall-clock time ("2027-03-28T09:00", as a datetime-local field
 * sends it). The database turns it into an instant in Europe/London, so a time after the clock
 * change is read in BST and one before it in GMT.
 */
export async function scheduleCampaign(
  db: Database,
  id: number,
  londonLocal: string,
): Promise<{ scheduledAt: Date } | { refused: string }> {
  if (!LOCAL.test(londonLocal)) return { refused: "A date and time, as YYYY-MM-DDTHH:MM." };
  const refusal = await sendRefusal(db, id);
  if (refusal) return { refused: refusal };
  const [row] = await queryRows<{ scheduled_at: string | Date; future: boolean }>(
    db,
    sql`update campaigns
        set state = 'scheduled', updated_at = now(), schedule_missed_at = null,
            scheduled_at = (${londonLocal}::timestamp at time zone 'Europe/London')
        where id = ${id} and state in ('draft', 'scheduled')
          and (${londonLocal}::timestamp at time zone 'Europe/London') > now()
        returning scheduled_at, true as future`,
  );
  if (!row) return { refused: "Choose a time in the future, for a campaign not yet sent." };
  return { scheduledAt: new Date(row.scheduled_at) };
}

/** Back to a draft: the schedule is dropped, nothing was sent. */
export async function unschedule(db: Database, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update campaigns set state = 'draft', scheduled_at = null, schedule_missed_at = null,
          updated_at = now()
        where id = ${id} and state = 'scheduled' returning id`,
  );
  return rows.length > 0;
}

/**
 * Starts each scheduled campaign that has fallen due. One seen more than MISSED_AFTER_MINUTES
 * late fell due while the site was down: it is marked missed and waits for a founder to confirm
 * it in the console (Send now) rather than going out hours late by itself.
 */
export async function startDueSchedules(db: Database): Promise<number> {
  const due = await queryRows<{ id: number | string; missed: boolean }>(
    db,
    sql`select id, scheduled_at < now() - make_interval(mins => ${MISSED_AFTER_MINUTES}) as missed
        from campaigns
        where state = 'scheduled' and scheduled_at <= now() and schedule_missed_at is null`,
  );
  let started = 0;
  for (const { id, missed } of due) {
    if (missed) {
      await db.execute(sql`
        update campaigns set schedule_missed_at = now() where id = ${Number(id)} and state = 'scheduled'`);
      continue;
    }
    const outcome = await freezeAndSend(db, Number(id));
    if (outcome.status === "sending") started += 1;
  }
  return started;
}
