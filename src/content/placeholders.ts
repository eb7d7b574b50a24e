/** Values for {{placeholders}} in Markdown content, so addresses and names live only in site.ts. */
import { siteUrl, siteUrlIsSet } from "@/lib/site-config";

import { consentPolicyPlaceholders } from "./consent-uses";
import { companyDisclosure, emails, site } from "./site";
import { launch } from "./launch";

/**
 * How legal text names the site: with its address only when SITE_URL says what it is, never a
 * localhost fallback.
 */
export function websitePhrase(origin: string, isSet: boolean): string {
  return isSet ? `the ${site.name} website at ${origin}` : "this website";
}

/**
 * What the legal text states about this deployment's own settings. The server passes them in
 * from its one parsed environment (src/server/env.ts): content reads no environment itself.
 */
export interface DeploymentSettings {
  /** WAITLIST_CONFIRM_DAYS: the privacy policy states the period this deployment purges at. */
  waitlistConfirmDays: number;
  /** ANALYTICS_RETENTION_MONTHS: the cookie and privacy policies state how long events are kept. */
  analyticsRetentionMonths: number;
}

export const contentPlaceholders: Record<string, string> = {
  siteName: site.name,
  legalName: site.legalName,
  website: websitePhrase(siteUrl, siteUrlIsSet),
  companyDisclosure: companyDisclosure() ?? "",
  launchPlan: launch.passed
    ? "We are planning to launch soon, on a date we have not fixed yet."
    : `We are planning to launch ${launch.when}, but that date may change.`,
  "email.support": emails.support,
  "email.privacy": emails.privacy,
  "email.hello": emails.hello,
  ...consentPolicyPlaceholders(),
};

/** The placeholders of the legal documents: the site's, and this deployment's settings. */
export const legalPlaceholders = (settings: DeploymentSettings): Record<string, string> => ({
  ...contentPlaceholders,
  waitlistConfirmDays: String(settings.waitlistConfirmDays),
  analyticsRetentionMonths: String(settings.analyticsRetentionMonths),
});
