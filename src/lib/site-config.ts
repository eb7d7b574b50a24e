/**
 * Build-time configuration that shapes public pages. Pages are prerendered, so these values are
 * read when `next build` runs (and by the server at start). Neither is secret.
 */

const DEFAULT_SITE_URL = "http://localhost:3000";
const DEFAULT_MAIL_DOMAIN = "grafter.co.uk";

function readSiteUrl(): string {
  const raw = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL must use http or https, got "${raw}"`);
  }
  return url.origin;
}

function readMailDomain(): string {
  const raw = process.env.MAIL_DOMAIN?.trim() || DEFAULT_MAIL_DOMAIN;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(raw)) {
    throw new Error(`MAIL_DOMAIN must be a domain name such as example.co.uk, got "${raw}"`);
  }
  return raw.toLowerCase();
}

export const siteUrl = readSiteUrl();
export const mailDomain = readMailDomain();

/** Absolute URL for a site path, for canonical links, sitemaps and structured data. */
export function absoluteUrl(path = "/"): string {
  return new URL(path, siteUrl).toString();
}
