/**
 * /.well-known/security.txt (RFC 9116): where someone who finds a weakness in the site reports
 * it. The site collects people's names and addresses, so a finder must not have to guess.
 * Expires is required and should be under a year away; the route writes it per request, so it
 * never lapses while the site runs.
 */
export const SECURITY_TXT_DAYS = 180;

export interface SecurityTxtInput {
  /** The mailbox reports go to. */
  contact: string;
  /** The file's own absolute URL. */
  canonical: string;
  now: Date;
}

export function renderSecurityTxt({ contact, canonical, now }: SecurityTxtInput): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  // Whole seconds: RFC 9116 takes an RFC 3339 date-time, and a reader need not parse fractions.
  const stamp = `${expires.toISOString().slice(0, 19)}Z`;
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${stamp}`,
    "Preferred-Languages: en",
    `Canonical: ${canonical}`,
    "",
  ].join("\n");
}
