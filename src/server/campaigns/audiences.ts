import "server-only";

import { type SQL, sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import type { AudienceFilters } from "./filters";
import type { Audience } from "./purpose";
import { mailboxHashSql } from "./suppression";

/** Why a mailbox of the audience gets nothing; null (not listed) when it gets the campaign. */
export const exclusionReasons = [
  "unconfirmed",
  "unsubscribed",
  "suppressed",
  "erased",
  "already_sent",
] as const;
export type ExclusionReason = (typeof exclusionReasons)[number];

export const exclusionLabels: Record<ExclusionReason, string> = {
  unconfirmed: "Not confirmed",
  unsubscribed: "Unsubscribed",
  suppressed: "On the suppression list",
  erased: "Erased since the campaign was sent",
  already_sent: "Already sent in this campaign",
};

export interface AudienceSummary {
  count: number;
  exclusions: Record<ExclusionReason, number>;
}

/**
 * Every mailbox of an audience with its lawful-basis exclusion (null when it may receive): the
 * newsletter's double opt-in, the waitlist's confirmation and whether the person left launch news.
 * `email_normalised`, `reason`, and the facts the filters read.
 */
function baseSql(audience: Audience, onlyEmail?: string): SQL {
  if (audience === "newsletter") {
    return sql`
      select email_normalised, min(created_at) as signed_up_at,
        null::int as founder_place, null::text as trade, null::text as company_size,
        null::text as interested_plan,
        case when bool_or(status = 'confirmed') then null
             when bool_or(status = 'pending') then 'unconfirmed'
             else 'unsubscribed' end as reason
      from newsletter_subscriptions
      where not quarantined ${onlyEmail ? sql`and email_normalised = ${onlyEmail}` : sql``}
      group by email_normalised`;
  }
  // Each mailbox's latest submission in one pass rather than a lookup per person: the planner
  // drops the join when no filter reads it (scripts/bench/campaigns.mjs, the freeze).
  return sql`
    select p.email_normalised, p.created_at as signed_up_at, p.founder_place,
      s.trade, s.company_size, s.interested_plan,
      case when p.confirmed_at is null then 'unconfirmed'
           when p.launch_news_left_at is not null then 'unsubscribed' end as reason
    from waitlist_people p
    left join (
      select distinct on (w.email_normalised) w.email_normalised, w.trade, w.company_size,
        w.interested_plan
      from waitlist_submissions w
      where not w.quarantined ${onlyEmail ? sql`and w.email_normalised = ${onlyEmail}` : sql``}
      order by w.email_normalised, w.id desc
    ) s on s.email_normalised = p.email_normalised
    ${onlyEmail ? sql`where p.email_normalised = ${onlyEmail}` : sql``}`;
}

/** The filters as conditions on baseSql's columns (named `a`). */
function filterSql(audience: Audience, filters: AudienceFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (audience === "founders") {
    // Founders are confirmed addresses by definition: an unconfirmed one holds no place, nor waits.
    conditions.push(sql`a.reason is distinct from 'unconfirmed'`);
    const group = filters.founderGroup ?? "places";
    if (group === "places") conditions.push(sql`a.founder_place is not null`);
    if (group === "in_line") conditions.push(sql`a.founder_place is null`);
    if (filters.placeFrom) conditions.push(sql`a.founder_place >= ${filters.placeFrom}`);
    if (filters.placeTo) conditions.push(sql`a.founder_place <= ${filters.placeTo}`);
  }
  if (filters.trade) conditions.push(sql`a.trade = ${filters.trade}`);
  if (filters.companySize) conditions.push(sql`a.company_size = ${filters.companySize}`);
  if (filters.plan) conditions.push(sql`a.interested_plan = ${filters.plan}`);
  const ukDay = sql`(a.signed_up_at at time zone 'Europe/London')::date`;
  if (filters.signedUpAfter) conditions.push(sql`${ukDay} >= ${filters.signedUpAfter}::date`);
  if (filters.signedUpBefore) conditions.push(sql`${ukDay} < ${filters.signedUpBefore}::date`);
  return sql.join(conditions, sql` and `);
}

/**
 * The audience as (email_normalised, reason) rows, reason null for those who get the campaign:
 * the lawful basis first, then the suppression list, then whether this campaign already holds
 * the mailbox (`campaignId` null: no campaign, or one being frozen). One statement, so Send can
 * freeze it whole (decision 086).
 */
export function classifiedAudienceSql(
  audience: Audience,
  filters: AudienceFilters,
  campaignId: number | null,
  onlyEmail?: string,
): SQL {
  return sql`
    select a.email_normalised,
      coalesce(a.reason,
        case
          when exists (select 1 from mail_suppressions m
                       where m.mailbox_hash = ${mailboxHashSql(sql`a.email_normalised`)}) then 'suppressed'
          ${
            // No campaign (or one being frozen, which holds no rows yet): nothing was sent in it.
            // Asked anyway, the freeze's own inserts were scanned once per person.
            campaignId === null
              ? sql``
              : sql`when exists (select 1 from campaign_recipients r
                       where r.campaign_id = ${campaignId} and r.email_normalised = a.email_normalised)
                      then 'already_sent'`
          }
        end) as reason
    from (${baseSql(audience, onlyEmail)}) a
    where ${filterSql(audience, filters)}`;
}

/** The count that would receive the campaign, and every exclusion with its reason. */
export async function summariseAudience(
  db: Database,
  audience: Audience,
  filters: AudienceFilters,
  campaignId: number | null = null,
): Promise<AudienceSummary> {
  const rows = await queryRows<{ reason: string | null; n: number | string }>(
    db,
    sql`
    select reason, count(*) as n from (${classifiedAudienceSql(audience, filters, campaignId)}) c
    group by reason
    union all
    select 'erased', count(*) from campaign_recipients
    where campaign_id = ${campaignId ?? 0} and email_normalised is null`,
  );
  const exclusions = Object.fromEntries(exclusionReasons.map((r) => [r, 0])) as Record<
    ExclusionReason,
    number
  >;
  let count = 0;
  for (const row of rows) {
    if (row.reason === null) count += Number(row.n);
    else exclusions[row.reason as ExclusionReason] += Number(row.n);
  }
  return { count, exclusions };
}

/**
 * Whether one mailbox may still receive a campaign for this audience, checked when its message
 * is composed: null when it may, else why not (it left, or was suppressed, since the freeze).
 */
export async function stillInAudience(
  db: Database,
  audience: Audience,
  emailNormalised: string,
): Promise<ExclusionReason | "erased" | null> {
  // The lawful basis only: a founder whose place passed on since the freeze is still a founder.
  const basis = audience === "newsletter" ? "newsletter" : "launch_news";
  const [row] = await queryRows<{ reason: string | null }>(
    db,
    sql`select reason from (${classifiedAudienceSql(basis, {}, null, emailNormalised)}) c`,
  );
  if (!row) return "erased";
  return (row.reason as ExclusionReason | null) ?? null;
}
