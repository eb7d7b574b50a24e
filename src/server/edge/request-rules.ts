// What the edge decides from a request's line and headers alone, before Next.js sees it.

/**
 * The target in origin form ("/path?query"), or null to refuse it: Next would take the authority
 * of an absolute-form target (`GET http://evil.test/admin`) and could redirect there. Only one
 * naming the Host we were sent is served, as its path.
 */
export function originFormTarget(target: string | undefined, host: string | undefined) {
  if (!target) return null;
  if (target.startsWith("/")) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!host || url.host.toLowerCase() !== host.trim().toLowerCase()) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Where to send a request our TLS proxy says arrived over plain http (`proto`, read only with
 * TRUST_PROXY), or null to serve it (decision 080): SITE_URL's origin and the target's path, never
 * the request's own authority. Decided here, not in src/proxy.ts, which also sees Next's own
 * internal requests (the image optimizer fetching an original, with X-Forwarded-Proto "http").
 */
export function httpsLocation(
  site: { siteOrigin: string; siteIsHttps: boolean },
  proto: string | undefined,
  target: string,
): string | null {
  if (!site.siteIsHttps || proto !== "http") return null;
  return `${site.siteOrigin}${target}`;
}

/**
 * X-Forwarded-For with the socket's own address appended, so its last entry is one no client can
 * invent (src/server/submissions/client-address.ts reads it for the throttle and the lockout).
 */
export function withSocketAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
): string | undefined {
  const list = Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor;
  if (!socketAddress) return list;
  return list ? `${list}, ${socketAddress}` : socketAddress;
}

/** True when the answer can be a page needing hashes: not a file, the API or the console. */
export function mayBePage(target: string): boolean {
  const pathname = target.split("?")[0] ?? "";
  if (/^\/(_next|api)\//.test(pathname) || /^\/admin(\/|$)/.test(pathname)) return false;
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** A header's first comma-separated value, in lower case (X-Forwarded-Proto: "http, https"). */
export const firstToken = (value: string | string[] | undefined) =>
  String(value ?? "")
    .split(",")[0]!
    .trim()
    .toLowerCase() || undefined;
