// The security headers every response carries, and the Content-Security-Policy of an HTML page
// built from the hashes of its own inline scripts (docs/decisions/007-csp-without-nonces.md).
import { createHash } from "node:crypto";

/** Script types the browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/**
 * 'sha256-...' sources for every inline script the browser would run, in page order, without
 * repeats. The HTML parser turns CR LF into LF before the browser hashes, so we do too.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const typeMatch = TYPE.exec(attributes);
    const type = (typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? typeMatch[3]) : "").trim();
    if (!EXECUTABLE_TYPES.has(type.toLowerCase())) continue;
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy: nothing by default, then exactly what the site uses. Scripts come from our origin or
 * are inline scripts whose hash is listed; no 'unsafe-inline' or 'unsafe-eval' in script-src.
 * Styles keep 'unsafe-inline': React writes style attributes and Radix's scroll lock injects a
 * <style> element while a dialog is open.
 */
export function contentSecurityPolicy({ scriptHashes = [], https = false } = {}) {
  const directives = [
    "default-src 'none'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Only features Chromium knows: an unknown name is logged as a console error on every page. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/** Headers for every response; the CSP here is the hash-free one that HTML pages replace. */
export function baseSecurityHeaders({ https = false } = {}) {
  return {
    "content-security-policy": contentSecurityPolicy({ https }),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    ...(https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** Over https every cookie gets `Secure`, whatever set it (the admin session among them). */
export function withSecureFlag(cookies) {
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  return list.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
}
