import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { parseAttribution } from "@/lib/analytics/wire";

import { classifyPath } from "./page-type";

const text = (value: string | null | undefined) => sql`${value ?? null}::text`;

/**
 * The sign-up's attribution (ATTRIBUTION_FIELD of the form or JSON body) as the INSERT that stores
 * it with the sign-up: a statement over the `stored` rows of the sign-up's own statement
 * (submissions/repository.ts), so both commit together or neither does. Null when the field is
 * missing or bad: attribution is dropped, never a reason to refuse a sign-up. The visit's viewport
 * comes from its first page view, if the beacon stored one.
 */
export function attributionInsert(raw: unknown): SQL | null {
  const attribution = parseAttribution(raw);
  if (!attribution) return null;
  const landing = attribution.landing ? classifyPath(attribution.landing) : null;
  const utm = attribution.utm ?? {};
  const viewport = attribution.visit
    ? sql`(select viewport from analytics_visits where visit_id = ${attribution.visit})`
    : sql`null::text`;
  return sql`insert into signup_attributions (submission_id, visit_id, landing_path, landing_type,
      city, viewport, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
      first_touch)
    select stored.id, ${text(attribution.visit)}, ${text(attribution.landing)},
      ${text(landing?.pageType)}, ${text(landing?.city)}, ${viewport},
      ${text(attribution.referrer?.toLowerCase())}, ${text(utm.source)}, ${text(utm.medium)},
      ${text(utm.campaign)}, ${text(utm.term)}, ${text(utm.content)},
      ${attribution.firstTouch ? JSON.stringify(attribution.firstTouch) : null}::jsonb
    from stored`;
}
