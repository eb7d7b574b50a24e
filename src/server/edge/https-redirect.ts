/**
 * The http -> https redirect behind our TLS proxy, decided by the edge server (decision 080). The
 * edge sees only requests from outside; src/proxy.ts also sees Next's own internal requests, such
 * as the image optimizer fetching an original over the process's plain socket with the
 * X-Forwarded-Proto Next fills in ("http"). Redirecting there answered that fetch with a 308, and
 * every hero image behind the deploy/ recipe with a 500.
 */
export interface HttpsSite {
  /** SITE_URL's origin, where the visitor is sent. */
  siteOrigin: string;
  siteIsHttps: boolean;
}

/**
 * Where to send a request our proxy says arrived over plain http (`proto`, read only with
 * TRUST_PROXY), or null to serve it. Built from the canonical origin and the target's path only:
 * the request's own authority (Host, or an absolute-form target) never decides where the visitor
 * goes.
 */
export function httpsLocation(
  site: HttpsSite,
  proto: string | undefined,
  target: string,
): string | null {
  if (!site.siteIsHttps || proto !== "http") return null;
  return `${site.siteOrigin}${target}`;
}
