import { MAX_UTM_LENGTH, utmValueRefusal } from "./utm-rule";
import { type Utm, utmKeys, type ViewportClass } from "./wire-constants";

/** Tailwind's md and lg breakpoints: below 768 px a phone, below 1024 px a tablet. */
export function viewportClass(width: number): ViewportClass {
  return width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";
}

/**
 * The UTM tags of a query string (the only part of a query the site keeps: a token in a link
 * never leaves the browser), cut to the wire's 100 characters, control characters dropped, and
 * only those the UTM rule keeps: an e-mail address or a phone number never leaves the browser.
 */
export function utmFrom(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params
      .get(`utm_${key}`)
      ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
      .trim()
      .slice(0, MAX_UTM_LENGTH);
    if (value && utmValueRefusal(value) === null) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The referring site's host name, only when it is another site: never a full URL. */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return host && host !== ownHost.toLowerCase() && /^[a-z0-9.-]{1,253}$/.test(host)
    ? host
    : undefined;
}

/**
 * A path as the wire takes it: the pathname only, never a query or fragment, percent-encoded as
 * `location.pathname` is (a router may hand it over decoded), 200 characters.
 */
export function sitePath(pathname: string): string {
  let path = pathname.replace(/[?#\s].*$/s, "");
  try {
    path = path.replace(/[^\x21-\x7e]+/gu, encodeURIComponent);
  } catch {
    return "/";
  }
  path = path.slice(0, 200);
  return path.startsWith("/") && !path.startsWith("//") ? path : "/";
}
