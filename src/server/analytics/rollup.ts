import "server-only";

import { type SQL, sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { visitDimensions, visitKeys } from "./visit-keys";

/** app_settings key: every day before this one is in the daily tables, and only there is read. */
export const ROLLED_BEFORE_KEY = "analytics_rolled_before";

/**
 * The first day still read from the raw tables: days before it are read from the daily tables
 * only, so a figure comes from one place or the other, never both, and never jumps when raw rows
 * are deleted. '-infinity' before the first roll-up.
 */
export const rolledBefore = sql`(select coalesce(
  (select value::date from app_settings where key = ${ROLLED_BEFORE_KEY}), '-infinity'::date))`;

/**
 * The boundary as a plain value, for the console's queries: with the date itself in the statement
 * the planner reads the few raw days through the day index instead of scanning every raw row.
 * Read once per page; a roll-up landing meanwhile changes nothing read, as rolled-up raw rows
 * stay until the retention period ends, long before the boundary.
 */
export async function readRolledBefore(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(value::date, 'YYYY-MM-DD') as day from app_settings
        where key = ${ROLLED_BEFORE_KEY}`,
  );
  return row?.day ?? null;
}

/** A boundary read by readRolledBefore, as SQL: before the first roll-up every day is raw. */
export const rolledDay = (rolled: string | null) =>
  rolled === null ? sql`'-infinity'::date` : sql`${rolled}::date`;

/**
 * The consent records `where` selects, one per visit and day: the visit's first answer to the
 * banner (accept, reject or customise), and its first withdrawal apart. The proof keeps every
 * post; the founders' shares count visitors, so one visit posting 245 refusals counts once
 * (decision 084). A subquery with the columns `day` and `action`.
 */
export const oneChoicePerVisit = (where: SQL) => sql`(
  select distinct on (day, visit_id, action = 'withdraw') day, action from consent_choices
  where ${where}
  order by day, visit_id, action = 'withdraw', id) one_per_visit`;

/** Arbitrary constant: one roll-up at a time across instances, or a day would be counted twice. */
const ROLLUP_LOCK_KEY = 727_311_018;

export interface RollupSummary {
  /** Days newly written to the daily tables. */
  daysRolled: number;
  /** Raw events, visits and consent records deleted for being older than the retention period. */
  eventsDeleted: number;
  visitsDeleted: number;
  consentDeleted: number;
}

/**
 * Hourly (startup.ts): writes every finished UK day not yet rolled up into the daily tables and
 * moves the boundary past it, all in one transaction; then deletes raw rows older than
 * `retentionMonths`, which by then are always rolled up. A day counts as finished an hour after
 * midnight, so a beacon whose transaction began just before midnight has committed by then.
 */
export async function rollUpAnalytics(
  db: Database,
  retentionMonths: number,
): Promise<RollupSummary> {
  const daysRolled = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
    const [bounds] = await queryRows<{ from_day: string | null; to_day: string }>(
      tx,
      sql`select to_char(${rolledBefore}, 'YYYY-MM-DD') as from_day,
                 to_char(((now() - interval '1 hour') at time zone 'Europe/London')::date, 'YYYY-MM-DD') as to_day`,
    );
    const to = bounds!.to_day;
    const from = bounds!.from_day === "-infinity" ? null : bounds!.from_day;
    if (from !== null && from >= to) return 0;
    const inRange = (column: string) =>
      from === null
        ? sql`${sql.identifier(column)} < ${to}::date`
        : sql`${sql.identifier(column)} >= ${from}::date and ${sql.identifier(column)} < ${to}::date`;
    await tx.execute(sql`
      insert into analytics_daily_pages (day, path, page_type, viewport, views)
      select day, path, page_type, coalesce(viewport, ''), count(*)::int
      from analytics_events where kind = 'view' and ${inRange("day")}
      group by day, path, page_type, coalesce(viewport, '')`);
    for (const dimension of visitDimensions) {
      await tx.execute(sql`
        insert into analytics_daily_visits (day, dimension, key, visits)
        select day, ${dimension}, ${visitKeys[dimension]}, count(*)::int
        from analytics_visits where ${inRange("day")}
        group by 1, 3`);
    }
    await tx.execute(sql`
      insert into analytics_daily_funnel (day, form, step, path, events)
      select day, form, step, path, count(*)::int
      from analytics_events where kind = 'funnel' and ${inRange("day")}
      group by day, form, step, path`);
    await tx.execute(sql`
      insert into analytics_daily_vitals (day, page_type, viewport, samples, lcp_p75, inp_p75, cls_p75)
      select day, page_type, coalesce(viewport, ''), count(*)::int,
             percentile_cont(0.75) within group (order by lcp),
             percentile_cont(0.75) within group (order by inp),
             percentile_cont(0.75) within group (order by cls)
      from analytics_events where kind = 'vitals' and ${inRange("day")}
      group by day, page_type, coalesce(viewport, '')`);
    await tx.execute(sql`
      insert into analytics_daily_consent (day, action, choices)
      select day, action, count(*)::int from ${oneChoicePerVisit(inRange("day"))}
      group by day, action`);
    await tx.execute(sql`
      insert into app_settings (key, value) values (${ROLLED_BEFORE_KEY}, ${to})
      on conflict (key) do update set value = excluded.value`);
    const [span] = await queryRows<{ days: number }>(
      tx,
      sql`select (${to}::date - coalesce(${from}::date,
            (select min(day) from (select min(day) as day from analytics_events
             union all select min(day) from analytics_visits
             union all select min(day) from consent_choices) d), ${to}::date))::int as days`,
    );
    return Math.max(0, span?.days ?? 0);
  });
  const expired = (table: string) =>
    queryRows<{ count: number }>(
      db,
      sql`with gone as (
            delete from ${sql.identifier(table)}
            where created_at < now() - make_interval(months => ${retentionMonths}::int)
              and day < ${rolledBefore}
            returning 1)
          select count(*)::int as count from gone`,
    ).then((rows) => Number(rows[0]?.count ?? 0));
  return {
    daysRolled,
    eventsDeleted: await expired("analytics_events"),
    visitsDeleted: await expired("analytics_visits"),
    consentDeleted: await expired("consent_choices"),
  };
}
