/**
 * What an address means, in the one place that decides it (decisions 016 and 082): the mailbox
 * it delivers to, for one founder place, the daily limit and the console; and the address as it
 * was typed, for a personal link, which reaches only what was given under that address.
 */

/** Providers whose every domain delivers to one mailbox: the first domain names it. */
const DOMAIN_ALIASES: readonly (readonly string[])[] = [
  // Gmail's help: googlemail.com is the same account as gmail.com.
  ["gmail.com", "googlemail.com"],
  // Apple's iCloud Mail help: one address is delivered at icloud.com, me.com and mac.com.
  ["icloud.com", "me.com", "mac.com"],
  // Proton's help: one username is delivered at all four of its domains.
  ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"],
];

const CANONICAL_DOMAIN = new Map(
  DOMAIN_ALIASES.flatMap((domains) => domains.map((domain) => [domain, domains[0]!] as const)),
);

/** Gmail alone ignores dots in the local part; elsewhere `a.b` and `ab` are two mailboxes. */
const DOTS_IGNORED = "gmail.com";

/** Fastmail's documented subdomain addressing: `anything@name.fastmail.com` is `name@fastmail.com`. */
const FASTMAIL_SUBDOMAIN = /^([a-z0-9_-]+)\.fastmail\.com$/;

/**
 * The mailbox an address delivers to, for comparing (never for storing: we keep what the person
 * typed). Lower-cased and trimmed; a `+tag` sub-address is its base address; a provider's alias
 * domains are its one domain (Gmail, iCloud, Proton), at Gmail dots in the local part are
 * ignored, and a Fastmail subdomain address is the account's own. Migration 0011 wrote this same
 * rule in SQL for the rows stored before it (its test compares the two).
 */
export function normaliseEmail(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return lowered;
  let local = lowered.slice(0, at);
  let domain = lowered.slice(at + 1);
  const fastmail = FASTMAIL_SUBDOMAIN.exec(domain);
  if (fastmail) {
    local = fastmail[1]!;
    domain = "fastmail.com";
  }
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  domain = CANONICAL_DOMAIN.get(domain) ?? domain;
  if (domain === DOTS_IGNORED) local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}

/**
 * The address a message is delivered to, as typed but in any letter case: what a personal link
 * seals, and all it opens. `lee+boss@` and `lee@` are one mailbox for places, but where `+` is
 * not sub-addressing, or a catch-all reaches someone else, they are two people (decision 082).
 */
export function deliveryAddress(email: string): string {
  return email.trim().toLowerCase();
}
