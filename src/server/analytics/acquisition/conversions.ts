import "server-only";

import { sql } from "drizzle-orm";

import { queryRows } from "../../db/query";
import { rolledDay } from "../rollup";
import { type VisitDimension, visitKeys } from "../visit-keys";
import { type AcquisitionRead, firstDay, firstInstant, fromStoredVisit } from "./range";

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
  read: AcquisitionRead,
  dimension: ConversionDimension,
  limit = 20,
): Promise<ConversionRow[]> {
  const key = visitKeys[dimension];
  const rows = await queryRows<{ key: string; visits: string; signups: string; confirmed: string }>(
    read.db,
    sql`
    with bounds as (select ${firstDay(read.days)} as first),
    visit_keys as (
      select key, sum(visits) as n from analytics_daily_visits
      where dimension = ${dimension} and day >= (select first from bounds)
        and day < ${rolledDay(read.rolled)}
      group by 1
      union all
      select ${key}, count(*) from analytics_visits
      where day >= (select first from bounds) and day >= ${rolledDay(read.rolled)} group by 1
    ),
    visits as (select key, sum(n) as visits from visit_keys group by key),
    signups as (
      select ${key} as key, count(*) as signups, count(p.confirmed_at) as confirmed
      from signup_attributions a
      join waitlist_submissions w on w.id = a.submission_id and not w.quarantined
      left join waitlist_people p on p.email_normalised = w.email_normalised
      where w.created_at >= ${firstInstant(read.days)}
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
  /** The page whose waitlist form sent the sign-ups (the stored row's source, query dropped). */
  path: string;
  /** Counted sign-ups sent from this page's form: stored rows, never a beacon's claim. */
  signups: number;
  /** Of them, those from a visit that allowed statistics (it carried its stored visit). */
  withStatistics: number;
  /** The form opened on this page, reported by visitors who allowed statistics. */
  opened: number;
}

/**
 * The ten pages whose waitlist form sent the most sign-ups, counted from the stored sign-ups (the
 * page each was sent from): a funnel "success" is only a beacon's word, and forged beacons once
 * made thousands of them (decision 084). The form's openings are beacons' figures, so they are
 * set against the sign-ups of visitors who allowed statistics only, one population on both sides.
 */
export async function readTopSignupPages(read: AcquisitionRead): Promise<PageSignups[]> {
  const rows = await queryRows<{
    path: string;
    signups: string;
    with_statistics: string;
    opened: string | null;
  }>(
    read.db,
    sql`
    with bounds as (select ${firstDay(read.days)} as first),
    signups as (
      select split_part(w.source, '?', 1) as path, count(*) as signups,
             count(*) filter (where ${fromStoredVisit("w")}) as with_statistics
      from waitlist_submissions w
      -- A page's own form says its path; a programmatic client's sign-up ("api") is no page.
      where not w.quarantined and w.created_at >= ${firstInstant(read.days)} and w.source like '/%'
      group by 1
    ),
    opened as (
      select path, sum(n) as opened from (
        select path, events as n from analytics_daily_funnel
        where form = 'waitlist' and step = 'opened'
          and day >= (select first from bounds) and day < ${rolledDay(read.rolled)}
        union all
        select path, 1 from analytics_events
        where kind = 'funnel' and form = 'waitlist' and step = 'opened'
          and day >= (select first from bounds) and day >= ${rolledDay(read.rolled)}
      ) steps group by path
    )
    select s.path, s.signups, s.with_statistics, o.opened
    from signups s left join opened o on o.path = s.path
    order by 2 desc, 4 desc nulls last, 1
    limit 10`,
  );
  return rows.map((row) => ({
    path: row.path,
    signups: Number(row.signups),
    withStatistics: Number(row.with_statistics),
    opened: Number(row.opened ?? 0),
  }));
}
