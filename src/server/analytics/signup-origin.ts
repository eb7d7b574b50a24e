import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Database } from "../db";
import { signupAttributions } from "../db/schema";

/** Where a sign-up came from, as the founders read it: only what the visit's beacon recorded. */
export interface SignupOrigin {
  landedOn: string | null;
  referredBy: string | null;
  /** "flyer / print / leeds-dec": the UTM source, medium and campaign that were given. */
  campaign: string | null;
}

/**
 * The stored attribution of one sign-up (kept only when the visitor allowed statistics), for the
 * founders' notice and the console's record: the form's `source` alone says "/signup" for a
 * visitor who came to a city page from a flyer and went on to the form (the founders' audit).
 */
export async function signupOrigin(
  db: Database,
  submissionId: number,
): Promise<SignupOrigin | null> {
  const a = signupAttributions;
  const [row] = await db
    .select({
      landingPath: a.landingPath,
      referrerHost: a.referrerHost,
      utmSource: a.utmSource,
      utmMedium: a.utmMedium,
      utmCampaign: a.utmCampaign,
    })
    .from(a)
    .where(eq(a.submissionId, submissionId));
  if (!row) return null;
  const campaign = [row.utmSource, row.utmMedium, row.utmCampaign].filter(Boolean).join(" / ");
  return { landedOn: row.landingPath, referredBy: row.referrerHost, campaign: campaign || null };
}

/**
 * The same three, as SQL columns of a query over waitlist_submissions (the console's export): the
 * table is named in full, since drizzle leaves a column bare in a select list.
 */
export function signupOriginSql() {
  const attribution = (column: ReturnType<typeof sql>) =>
    sql<string | null>`(select ${column} from signup_attributions a
      where a.submission_id = "waitlist_submissions"."id")`;
  return {
    landed_on: attribution(sql`a.landing_path`),
    referred_by: attribution(sql`a.referrer_host`),
    campaign: attribution(
      sql`nullif(concat_ws(' / ', nullif(a.utm_source, ''), nullif(a.utm_medium, ''), nullif(a.utm_campaign, '')), '')`,
    ),
  };
}
