import "server-only";

import { sql } from "drizzle-orm";

import { queryRows } from "../../db/query";
import { rolledDay } from "../rollup";
import { type AcquisitionRead, firstDay, firstInstant, fromStoredVisit } from "./range";

export interface TrafficDay {
  /** YYYY-MM-DD, a UK calendar day. */
  day: string;
  visits: number;
  pageViews: number;
  /** Every counted waitlist sign-up of the day. */
  signups: number;
  /** Of them, those from a stored visit (statistics allowed): the population of `visits`. */
  signupsWithStatistics: number;
}

/**
 * Visits, page views and counted waitlist sign-ups per UK day, every day of the range listed.
 * Days before the roll-up boundary come from the daily tables, later ones from the raw rows.
 */
export async function readTrafficPerDay(read: AcquisitionRead): Promise<TrafficDay[]> {
  const rows = await queryRows<{
    day: string;
    visits: string;
    views: string;
    signups: string;
    with_statistics: string;
  }>(
    read.db,
    sql`
    with bounds as (select ${firstDay(read.days)} as first),
    figures as (
      -- Every visit has exactly one screen class, so that grouping's rows sum to all visits.
      select day, sum(visits) as visits, 0 as views, 0 as signups, 0 as with_statistics
      from analytics_daily_visits
      where dimension = 'viewport' and day >= (select first from bounds)
        and day < ${rolledDay(read.rolled)}
      group by day
      union all
      select day, count(*), 0, 0, 0 from analytics_visits
      where day >= (select first from bounds) and day >= ${rolledDay(read.rolled)} group by day
      union all
      select day, 0, sum(views), 0, 0 from analytics_daily_pages
      where day >= (select first from bounds) and day < ${rolledDay(read.rolled)} group by day
      union all
      select day, 0, count(*), 0, 0 from analytics_events
      where kind = 'view' and day >= (select first from bounds) and day >= ${rolledDay(read.rolled)}
      group by day
      union all
      select (w.created_at at time zone 'Europe/London')::date, 0, 0, count(*),
             count(*) filter (where ${fromStoredVisit("w")})
      from waitlist_submissions w
      where not w.quarantined and w.created_at >= ${firstInstant(read.days)}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(f.visits), 0) as visits,
           coalesce(sum(f.views), 0) as views, coalesce(sum(f.signups), 0) as signups,
           coalesce(sum(f.with_statistics), 0) as with_statistics
    from generate_series((select first from bounds),
                         (now() at time zone 'Europe/London')::date, interval '1 day') as d(day)
    left join figures f on f.day = d.day::date
    group by d.day
    order by d.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    visits: Number(row.visits),
    pageViews: Number(row.views),
    signups: Number(row.signups),
    signupsWithStatistics: Number(row.with_statistics),
  }));
}
