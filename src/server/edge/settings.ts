/**
 * What the edge reads from the environment at start-up, parsed the same way as src/server/env.ts
 * (which the edge cannot import: it is bundled by Next, this runs before Next). SITE_URL is read
 * at run time here, so one build can be served over http or behind a TLS proxy.
 */
export interface EdgeSettings {
  /** The canonical origin, e.g. https://www.grafter.co.uk. */
  siteOrigin: string;
  siteIsHttps: boolean;
  trustProxy: boolean;
  development: boolean;
}

export function edgeSettings(source: NodeJS.ProcessEnv = process.env): EdgeSettings {
  let site: URL;
  try {
    site = new URL(source.SITE_URL?.trim() || "http://localhost:3000");
  } catch {
    site = new URL("http://localhost:3000");
  }
  const trust = source.TRUST_PROXY?.trim();
  return {
    siteOrigin: site.origin,
    siteIsHttps: site.protocol === "https:",
    trustProxy: trust === "true" || trust === "1",
    development: source.NODE_ENV === "development",
  };
}
