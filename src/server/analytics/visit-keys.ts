import "server-only";

import { type SQL, sql } from "drizzle-orm";

/** The groupings of visits the console shows, each a daily row per key once rolled up. */
export const visitDimensions = ["landing", "city", "source", "viewport"] as const;
export type VisitDimension = (typeof visitDimensions)[number];

/**
 * Each grouping's key, over columns named alike in analytics_visits and signup_attributions; ""
 * when unknown. The source is the UTM source (and campaign), else the referrer's host.
 */
export const visitKeys: Record<VisitDimension, SQL> = {
  landing: sql`coalesce(landing_path, '')`,
  city: sql`coalesce(city, '')`,
  source: sql`case when coalesce(utm_source, '') <> ''
                     then utm_source || coalesce(' / ' || nullif(utm_campaign, ''), '')
                   when coalesce(referrer_host, '') <> '' then referrer_host
                   else '(direct)' end`,
  viewport: sql`coalesce(viewport, '')`,
};
