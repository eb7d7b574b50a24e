/** Values for {{placeholders}} in Markdown content, so addresses and names live only in site.ts. */
import { siteUrl } from "@/lib/site-config";

import { emails, site } from "./site";

export const contentPlaceholders: Record<string, string> = {
  siteName: site.name,
  legalName: site.legalName,
  siteUrl,
  "email.support": emails.support,
  "email.privacy": emails.privacy,
  "email.hello": emails.hello,
  // Read at build, as SITE_URL is: the policy states the period this deployment purges at.
  waitlistConfirmDays: String(Number(process.env.WAITLIST_CONFIRM_DAYS) || 7),
};
