import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../../db";
import { queryRows } from "../../db/query";
import { rolledBefore } from "../rollup";
import { firstDay, firstInstant } from "./range";

export interface TrafficDay {
  /** YYYY-MM-DD, a UK calendar day. */
  day: string;
  visits: number;
  pageViews: number;
  signups: number;
}

/**
 * Visits, page views and counted waitlist sign-ups per UK day, every day of the range listed.
 * Days before the roll-up boundary come from the daily tables, later ones from the raw rows.
 */
export async function readTrafficPerDay(db: Database, days: number): Promise<TrafficDay[]> {
  const rows = await queryRows<{ day: string; visits: string; views: string; signups: string }>(
    db,
    sql`
    with bounds as (select ${firstDay(days)} as first, ${rolledBefore} as rolled),
    visits as (
      select day, sum(visits) as n from analytics_daily_visits
      where day >= (select first from bounds) and day < (select rolled from bounds) group by day
      union all
      select day, count(*) from analytics_visits
      where day >= (select first from bounds) and day >= (select rolled from bounds) group by day
    ),
    views as (
      select day, sum(views) as n from analytics_daily_pages
      where day >= (select first from bounds) and day < (select rolled from bounds) group by day
      union all
      select day, count(*) from analytics_events
      where kind = 'view' and day >= (select first from bounds) and day >= (select rolled from bounds)
      group by day
    ),
    signups as (
      select (created_at at time zone 'Europe/London')::date as day, count(*) as n
      from waitlist_submissions
      where not quarantined and created_at >= ${firstInstant(days)}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce((select sum(n) from visits v where v.day = d.day), 0) as visits,
           coalesce((select sum(n) from views v where v.day = d.day), 0) as views,
           coalesce((select sum(n) from signups s where s.day = d.day), 0) as signups
    from generate_series((select first from bounds),
                         (now() at time zone 'Europe/London')::date, interval '1 day') as d(day)
    order by d.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    visits: Number(row.visits),
    pageViews: Number(row.views),
    signups: Number(row.signups),
  }));
}
