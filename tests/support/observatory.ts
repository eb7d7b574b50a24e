/**
 * The Mozilla HTTP Observatory's published scoring (MDN HTTP Observatory, "Scoring methodology"
 * and its grader's score table), applied to one response. Every site starts at 100; each test
 * below adds its modifier; bonuses (positive modifiers) count only when the score without them is
 * 90 or more. 100 or more is an A+.
 *
 * | test | our expectation | modifier |
 * |---|---|---|
 * | Content-Security-Policy | default-src 'none', no 'unsafe-inline'/'unsafe-eval'/data:/broad source in script-src, object-src restricted | +10 |
 * |  | the same without default-src 'none' | +5 |
 * |  | 'unsafe-inline' (or data:, broad source) in style-src only | 0 |
 * |  | 'unsafe-eval' in script-src or style-src | -10 |
 * |  | 'unsafe-inline', data: or a broad source in script-src, or object-src/script-src unrestricted | -20 |
 * |  | missing or unparsable | -25 |
 * | Cookies | none set | 0 |
 * |  | all Secure, session cookies HttpOnly, all SameSite Strict/Lax | +5 |
 * |  | all Secure, session cookies HttpOnly | 0 |
 * |  | a cookie without Secure / a session cookie without Secure / SameSite=None | -20 / -40 / -20 |
 * |  | a session cookie without HttpOnly | -30 |
 * | CORS | no Access-Control-Allow-Origin, or restricted / public without credentials | 0 |
 * |  | any origin with credentials | -50 |
 * | Redirection | http goes first to https on the same host | 0 |
 * |  | no redirect to https | -20 |
 * | Referrer-Policy | no-referrer, same-origin, strict-origin, strict-origin-when-cross-origin | +5 |
 * |  | missing | 0 |
 * |  | origin, origin-when-cross-origin, unsafe-url, no-referrer-when-downgrade, invalid | -5 |
 * | Strict-Transport-Security | max-age of six months (15768000) or more | 0 |
 * |  | shorter | -10 |
 * |  | missing or invalid | -20 |
 * | Subresource Integrity | every script same-origin (or no scripts) | 0 |
 * |  | every script same-origin with integrity attributes | +5 |
 * |  | external scripts over https without integrity | -5 |
 * |  | external scripts over http | -50 |
 * | X-Content-Type-Options | nosniff | 0 |
 * |  | missing or invalid | -5 |
 * | X-Frame-Options | CSP frame-ancestors set (not a broad source) | +5 |
 * |  | X-Frame-Options DENY or SAMEORIGIN | 0 |
 * |  | missing or invalid | -20 |
 * | Cross-Origin-Resource-Policy | same-origin or same-site | +10 |
 * |  | cross-origin or missing | 0 |
 * |  | invalid | -5 |
 */

export interface ObservedResponse {
  /** The https URL the document was fetched from. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie the site sent on the way (pages, login), one string each. */
  setCookies: string[];
  html: string;
  /** Where a plain http request for the same page was sent (Location), or null. */
  httpRedirect: string | null;
}

export interface Scored {
  test: string;
  result: string;
  modifier: number;
}

const BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isHashOrNonce = (source: string) => /^'(sha(256|384|512)|nonce)-/.test(source);

export function parseCsp(header: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name.toLowerCase())) throw new Error(`duplicate directive ${name}`);
    directives.set(
      name.toLowerCase(),
      new Set(sources.map((source) => (isHashOrNonce(source) ? source : source.toLowerCase()))),
    );
  }
  return directives;
}

function cspTest(header: string | undefined): Scored {
  const test = "content-security-policy";
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return { test, result: "csp-header-invalid", modifier: -25 };
  }
  const fallback = csp.get("default-src") ?? new Set(["*"]);
  const scriptSrc = new Set(csp.get("script-src") ?? fallback);
  const styleSrc = new Set(csp.get("style-src") ?? fallback);
  const objectSrc = csp.get("object-src") ?? fallback;
  // Browsers ignore 'unsafe-inline' next to a hash or nonce; so does the Observatory.
  for (const list of [scriptSrc, styleSrc])
    if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");
  const unsafeScript =
    [...scriptSrc].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => BROAD.has(source));
  if (unsafeScript) return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if ([...styleSrc].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)))
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  const defaultNone = csp.get("default-src");
  if (defaultNone?.size === 1 && defaultNone.has("'none'"))
    return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookieAttributes(cookie: string) {
  const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
  const names = new Map(
    attributes.map((attribute) => {
      const [key = "", value = ""] = attribute.split("=");
      return [key.toLowerCase(), value.toLowerCase()];
    }),
  );
  return { name: pair.split("=")[0] ?? "", names };
}

function cookiesTest(setCookies: string[]): Scored {
  const test = "cookies";
  if (setCookies.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  let worst: Scored | null = null;
  const fail = (result: string, modifier: number) => {
    if (!worst || modifier < worst.modifier) worst = { test, result, modifier };
  };
  let allSameSite = true;
  for (const cookie of setCookies) {
    const { name, names } = cookieAttributes(cookie);
    // A session cookie, as the Observatory guesses it: a name about logging in or sessions.
    const session = /sess|login|auth|token/i.test(name);
    if (!names.has("secure"))
      fail(
        session ? "cookies-session-without-secure-flag" : "cookies-without-secure-flag",
        session ? -40 : -20,
      );
    if (session && !names.has("httponly")) fail("cookies-session-without-httponly-flag", -30);
    const sameSite = names.get("samesite");
    if (sameSite === undefined) allSameSite = false;
    else if (sameSite !== "strict" && sameSite !== "lax")
      fail("cookies-samesite-flag-invalid", -20);
  }
  if (worst) return worst;
  return allSameSite
    ? { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function corsTest(headers: Record<string, string>): Scored {
  const test = "cross-origin-resource-sharing";
  const origin = headers["access-control-allow-origin"];
  if (!origin)
    return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (origin === "*" && headers["access-control-allow-credentials"] === "true")
    return {
      test,
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
      modifier: -50,
    };
  return {
    test,
    result: "cross-origin-resource-sharing-implemented-with-restricted-access",
    modifier: 0,
  };
}

function redirectionTest(url: string, location: string | null): Scored {
  const test = "redirection";
  if (!location) return { test, result: "redirection-missing", modifier: -20 };
  const target = new URL(location, url);
  if (target.protocol !== "https:")
    return { test, result: "redirection-not-to-https", modifier: -20 };
  if (target.host !== new URL(url).host)
    return { test, result: "redirection-off-host-from-http", modifier: -5 };
  return { test, result: "redirection-to-https", modifier: 0 };
}

function referrerTest(value: string | undefined): Scored {
  const test = "referrer-policy";
  if (!value) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  const last =
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .pop() ?? "";
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      last,
    )
  )
    return { test, result: "referrer-policy-private", modifier: 5 };
  if (
    ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(
      last,
    )
  )
    return { test, result: "referrer-policy-unsafe", modifier: -5 };
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

function hstsTest(value: string | undefined): Scored {
  const test = "strict-transport-security";
  if (!value) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return { test, result: "hsts-header-invalid", modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function sriTest(url: string, html: string): Scored {
  const test = "subresource-integrity";
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => /\bsrc\s*=/i.test(attributes));
  if (scripts.length === 0)
    return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const origin = new URL(url).origin;
  let allSameOrigin = true;
  let allIntegrity = true;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    const target = new URL(src, url);
    if (target.protocol === "http:" || src.startsWith("//"))
      return {
        test,
        result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
        modifier: -50,
      };
    if (target.origin !== origin) allSameOrigin = false;
    if (!/\bintegrity\s*=/i.test(attributes)) allIntegrity = false;
  }
  if (allIntegrity)
    return { test, result: "sri-implemented-and-all-scripts-loaded-securely", modifier: 5 };
  return allSameOrigin
    ? { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 }
    : { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function nosniffTest(value: string | undefined): Scored {
  const test = "x-content-type-options";
  if (!value) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return value.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function framingTest(headers: Record<string, string>): Scored {
  const test = "x-frame-options";
  const csp = headers["content-security-policy"];
  try {
    const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
    if (ancestors && ![...ancestors].some((source) => BROAD.has(source)))
      return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  } catch {
    // an invalid policy is scored by the CSP test
  }
  const xfo = headers["x-frame-options"]?.trim().toLowerCase();
  if (!xfo) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  if (xfo === "deny" || xfo === "sameorigin")
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function corpTest(value: string | undefined): Scored {
  const test = "cross-origin-resource-policy";
  if (!value) return { test, result: "cross-origin-resource-policy-not-implemented", modifier: 0 };
  const policy = value.trim().toLowerCase();
  if (policy === "same-origin" || policy === "same-site")
    return {
      test,
      result: `cross-origin-resource-policy-implemented-with-${policy}`,
      modifier: 10,
    };
  if (policy === "cross-origin")
    return {
      test,
      result: "cross-origin-resource-policy-implemented-with-cross-origin",
      modifier: 0,
    };
  return { test, result: "cross-origin-resource-policy-header-invalid", modifier: -5 };
}

/** Every test's outcome and the final score. */
export function observatoryScore(response: ObservedResponse) {
  const h = response.headers;
  const results: Scored[] = [
    cspTest(h["content-security-policy"]),
    cookiesTest(response.setCookies),
    corsTest(h),
    redirectionTest(response.url, response.httpRedirect),
    referrerTest(h["referrer-policy"]),
    hstsTest(h["strict-transport-security"]),
    sriTest(response.url, response.html),
    nosniffTest(h["x-content-type-options"]),
    framingTest(h),
    corpTest(h["cross-origin-resource-policy"]),
  ];
  if (response.status !== 200)
    results.push({
      test: "status",
      result: "request-did-not-return-status-code-200",
      modifier: -5,
    });
  const penalties = results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  const base = Math.max(0, 100 + penalties);
  return { score: base >= 90 ? base + bonuses : base, results };
}
