/**
 * Build-time configuration that shapes public pages. Pages are prerendered, so these values are
 * read when `next build` runs (and by the server at start). None is secret.
 *
 * Nothing here throws at import: a bad value falls back to a safe default and is listed by
 * `siteConfigProblems`, which start-up and the root layout (so the build too) turn into an error
 * naming the variable.
 *
 * No imports: the edge server reads SITE_URL through this file too, compiled on its own outside
 * Next's bundles (scripts/edge-compile.mjs).
 */

const DEFAULT_PORT = "3000";
const DEFAULT_MAIL_DOMAIN = "grafter.co.uk";
/** The specification's launch (section 9), until the founders set LAUNCH_LABEL. */
export const SPEC_LAUNCH_LABEL = "Q4 2025";

type Env = Record<string, string | undefined>;

/** Where links point with no SITE_URL: this machine, on the port the server listens on. */
export function localOrigin(env: Env): string {
  const port = env.PORT?.trim() || DEFAULT_PORT;
  return `http://localhost:${/^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`;
}

function parseSiteUrl(raw: string): string | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `SITE_URL must be an absolute http(s) URL, got "${raw}"` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { problem: `SITE_URL must use http or https, got "${raw}"` };
  return url.origin;
}

export interface SiteConfig {
  /** The origin of every absolute link: SITE_URL, or this machine's (see `localOrigin`). */
  siteUrl: string;
  /** True when SITE_URL set it; only then may a page or an e-mail print the origin as ours. */
  siteUrlIsSet: boolean;
  mailDomain: string;
  /** LAUNCH_LABEL ("Q2 2027"), or the specification's until it is set. */
  launchLabel: string;
  launchLabelIsSet: boolean;
  problems: string[];
}

export function readSiteConfig(env: Env): SiteConfig {
  const problems: string[] = [];
  const rawUrl = env.SITE_URL?.trim();
  const parsed = rawUrl ? parseSiteUrl(rawUrl) : undefined;
  if (typeof parsed === "object") problems.push(parsed.problem);
  const siteUrlIsSet = typeof parsed === "string";
  // Real mail leaves this machine: its links must not point at localhost.
  if (!rawUrl && (env.SMTP_URL?.trim() || env.NOTIFY_WEBHOOK_URL?.trim()))
    problems.push(
      "SITE_URL must be set when SMTP_URL or NOTIFY_WEBHOOK_URL sends real mail: links in e-mails would point at localhost",
    );
  const rawDomain = env.MAIL_DOMAIN?.trim() || DEFAULT_MAIL_DOMAIN;
  const domainOk = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(rawDomain);
  if (!domainOk)
    problems.push(`MAIL_DOMAIN must be a domain name such as example.co.uk, got "${rawDomain}"`);
  // A quarter, so the site can tell when it has passed (src/content/launch.ts).
  const rawLaunch = env.LAUNCH_LABEL?.trim().replace(/\s+/g, " ");
  const launchOk = !rawLaunch || /^Q[1-4] \d{4}$/.test(rawLaunch);
  if (!launchOk)
    problems.push(`LAUNCH_LABEL must be a quarter such as Q2 2027, got "${rawLaunch}"`);
  return {
    siteUrl: siteUrlIsSet ? parsed : localOrigin(env),
    siteUrlIsSet,
    mailDomain: (domainOk ? rawDomain : DEFAULT_MAIL_DOMAIN).toLowerCase(),
    launchLabel: rawLaunch && launchOk ? rawLaunch : SPEC_LAUNCH_LABEL,
    launchLabelIsSet: Boolean(rawLaunch && launchOk),
    problems,
  };
}

const config = readSiteConfig(process.env);

export const siteUrl = config.siteUrl;
export const siteUrlIsSet = config.siteUrlIsSet;
export const mailDomain = config.mailDomain;
export const launchLabel = config.launchLabel;
export const launchLabelIsSet = config.launchLabelIsSet;

/** Throws one error naming every bad variable; called at start-up and when pages render. */
export function assertSiteConfig(current: SiteConfig = config): void {
  if (current.problems.length > 0)
    throw new Error(`Invalid configuration:\n  ${current.problems.join("\n  ")}`);
}

/** One plain line for the start-up log: which origin links use, and why. */
export function describeOrigin(current: SiteConfig = config): string {
  return current.siteUrlIsSet
    ? `Links use ${current.siteUrl} (SITE_URL)`
    : `Links use ${current.siteUrl}: SITE_URL is not set, so they work on this machine only`;
}

/** Absolute URL for a site path, for canonical links, sitemaps and structured data. */
export function absoluteUrl(path = "/"): string {
  return new URL(path, siteUrl).toString();
}
