// The one rule for "another site sent this": src/proxy.ts answers such requests 403 before any
// page or Server Action runs, and the JSON endpoints (src/server/http/request.ts) apply it again.
// Browsers mark a cross-site request with Sec-Fetch-Site or an Origin that is not ours;
// programmatic clients send neither and pass. Decision 017; "ours" includes SITE_URL (080).
import { readSiteConfig } from "../../lib/site-config";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestFacts {
  method: string;
  /** A request header by name, or null. */
  header(name: string): string | null;
  /**
   * TRUST_PROXY: a proxy of ours in front writes X-Forwarded-Host. Without it the header is the
   * client's own word and the Host header decides.
   */
  trustProxy: boolean;
  /**
   * SITE_URL's origin when it is set. A page there is ours whatever host a proxy forwards: one
   * that drops the port (nginx's `$host`) made every form on https://host:8443 look cross-site
   * (decision 080).
   */
  siteOrigin: string | null;
}

/** The host the visitor addressed: the Host header, or the proxy's X-Forwarded-Host if trusted. */
export function requestHost({ header, trustProxy }: RequestFacts): string | null {
  const forwarded = trustProxy ? header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return (forwarded || header("host"))?.toLowerCase() ?? null;
}

/** True when a browser says a state-changing request comes from another site. */
export function isCrossSite(request: RequestFacts): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.header("origin");
  if (origin === null) return false;
  // A page sent with `Referrer-Policy: no-referrer` (a person's own page, decision 021) makes the
  // browser send `Origin: null` on its own form posts; Sec-Fetch-Site, which no page can set,
  // still says whether the post came from our origin.
  if (origin === "null") return fetchSite !== "same-origin";
  try {
    const from = new URL(origin);
    if (from.origin === request.siteOrigin) return false;
    return from.host.toLowerCase() !== requestHost(request);
  } catch {
    return true;
  }
}

/**
 * The Origin hosts Next.js's own check of a Server Action accepts beside the forwarded host it
 * compares with (next.config.ts, `serverActions.allowedOrigins`): SITE_URL's, when it is set, by
 * the same reasoning as `siteOrigin` above. next.config.ts is read again when the server starts,
 * so this is the running server's SITE_URL.
 */
export function serverActionOrigins(env: Record<string, string | undefined>): string[] {
  const { siteUrl, siteUrlIsSet } = readSiteConfig(env);
  return siteUrlIsSet ? [new URL(siteUrl).host] : [];
}
