import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../../db";
import { queryRows } from "../../db/query";
import { rolledDay } from "../rollup";
import { type VisitDimension, visitKeys } from "../visit-keys";
import { firstDay, firstInstant } from "./range";

export type ConversionDimension = VisitDimension;

export interface ConversionRow {
  /** The landing path, city slug, source label or viewport class; "" when unknown. */
  key: string;
  visits: number;
  signups: number;
  /** Sign-ups whose address has since been confirmed (a founder place, or beyond the 100). */
  confirmed: number;
}

/**
 * Visits (by where they landed and what brought them) against the waitlist sign-ups that carried
 * the same attribution, and how many of those confirmed their address: the most sign-ups first.
 */
export async function readConversions(
  db: Database,
  dimension: ConversionDimension,
  days: number,
  rolled: string | null,
  limit = 20,
): Promise<ConversionRow[]> {
  const key = visitKeys[dimension];
  const rows = await queryRows<{ key: string; visits: string; signups: string; confirmed: string }>(
    db,
    sql`
    with bounds as (select ${firstDay(days)} as first),
    visit_keys as (
      select key, sum(visits) as n from analytics_daily_visits
      where dimension = ${dimension} and day >= (select first from bounds)
        and day < ${rolledDay(rolled)}
      group by 1
      union all
      select ${key}, count(*) from analytics_visits
      where day >= (select first from bounds) and day >= ${rolledDay(rolled)} group by 1
    ),
    visits as (select key, sum(n) as visits from visit_keys group by key),
    signups as (
      select ${key} as key, count(*) as signups, count(p.confirmed_at) as confirmed
      from signup_attributions a
      join waitlist_submissions w on w.id = a.submission_id and not w.quarantined
      left join waitlist_people p on p.email_normalised = w.email_normalised
      where w.created_at >= ${firstInstant(days)}
      group by 1
    )
    select coalesce(v.key, s.key) as key, coalesce(v.visits, 0) as visits,
           coalesce(s.signups, 0) as signups, coalesce(s.confirmed, 0) as confirmed
    from visits v full outer join signups s on s.key = v.key
    order by 3 desc, 2 desc, 1
    limit ${limit}`,
  );
  return rows.map((row) => ({
    key: row.key,
    visits: Number(row.visits),
    signups: Number(row.signups),
    confirmed: Number(row.confirmed),
  }));
}

export interface PageSignups {
  path: string;
  /** The waitlist form opened on this page. */
  opened: number;
  /** Sign-ups the form on this page reported as successful. */
  signups: number;
}

/** The ten pages whose waitlist form brought the most sign-ups (the funnel's success step). */
export async function readTopSignupPages(
  db: Database,
  days: number,
  rolled: string | null,
): Promise<PageSignups[]> {
  const rows = await queryRows<{ path: string; opened: string; signups: string }>(
    db,
    sql`
    with bounds as (select ${firstDay(days)} as first),
    steps as (
      select path, step, events as n from analytics_daily_funnel
      where form = 'waitlist' and step in ('opened', 'success')
        and day >= (select first from bounds) and day < ${rolledDay(rolled)}
      union all
      select path, step, 1 from analytics_events
      where kind = 'funnel' and form = 'waitlist' and step in ('opened', 'success')
        and day >= (select first from bounds) and day >= ${rolledDay(rolled)}
    )
    select path, sum(n) filter (where step = 'opened') as opened,
           sum(n) filter (where step = 'success') as signups
    from steps group by path
    having sum(n) filter (where step = 'success') > 0
    order by 3 desc, 2 desc, 1
    limit 10`,
  );
  return rows.map((row) => ({
    path: row.path,
    opened: Number(row.opened ?? 0),
    signups: Number(row.signups ?? 0),
  }));
}
