import { readSiteConfig } from "../../lib/site-config";
import { trustsProxy } from "../../lib/trust-proxy";

/**
 * What the edge server and src/proxy.ts read from the environment, through the same parsers as
 * the rest of the site: SITE_URL as src/lib/site-config.ts reads it for pages and e-mails, and
 * TRUST_PROXY as src/server/env.ts does (which they cannot import: the edge server runs before
 * Next, outside its bundles). A bad value of either stops start-up there, naming it. SITE_URL is
 * read at run time here, so one build can be served over http or behind a TLS proxy.
 */
export interface EdgeSettings {
  /** The canonical origin, e.g. https://www.grafter.co.uk. */
  siteOrigin: string;
  /** True when SITE_URL set it (not this machine's own origin, the fallback). */
  siteOriginIsSet: boolean;
  siteIsHttps: boolean;
  trustProxy: boolean;
  development: boolean;
}

export function edgeSettings(
  source: Record<string, string | undefined> = process.env,
): EdgeSettings {
  const { siteUrl, siteUrlIsSet } = readSiteConfig(source);
  return {
    siteOrigin: siteUrl,
    siteOriginIsSet: siteUrlIsSet,
    siteIsHttps: new URL(siteUrl).protocol === "https:",
    trustProxy: trustsProxy(source.TRUST_PROXY),
    development: source.NODE_ENV === "development",
  };
}
