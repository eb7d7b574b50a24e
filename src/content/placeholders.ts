/** Values for {{placeholders}} in Markdown content, so addresses and names live only in site.ts. */
import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from "@/lib/analytics/wire-constants";
import { siteUrl, siteUrlIsSet } from "@/lib/site-config";

import { consentPolicyPlaceholders } from "./consent-uses";
import { companyDisclosure, emails, site } from "./site";

/**
 * How legal text names the site: with its address only when SITE_URL says what it is, never a
 * localhost fallback (issue 17).
 */
export function websitePhrase(origin: string, isSet: boolean): string {
  return isSet ? `the ${site.name} website at ${origin}` : "this website";
}

export const contentPlaceholders: Record<string, string> = {
  siteName: site.name,
  legalName: site.legalName,
  website: websitePhrase(siteUrl, siteUrlIsSet),
  companyDisclosure: companyDisclosure() ?? "",
  "email.support": emails.support,
  "email.privacy": emails.privacy,
  "email.hello": emails.hello,
  // Read at build, as SITE_URL is: the policy states the period this deployment purges at.
  waitlistConfirmDays: String(Number(process.env.WAITLIST_CONFIRM_DAYS) || 7),
  analyticsRetentionMonths: String(DEFAULT_ANALYTICS_RETENTION_MONTHS),
  ...consentPolicyPlaceholders(),
};
