import "server-only";

import { eq } from "drizzle-orm";

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
