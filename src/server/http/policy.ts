// The security headers and the Content-Security-Policy, written once and read by next.config.ts
// (static headers), src/proxy.ts (per-request nonces, HSTS) and the edge server (script hashes).
// Plain TypeScript with no Next.js or server-only import: the edge server runs it outside Next.
// See docs/decisions/017-the-edge.md.

export interface PolicyOptions {
  /** Sources added to script-src after 'self': "'sha256-...'" hashes or one "'nonce-...'". */
  scriptSources?: readonly string[];
  /** Served over https: adds upgrade-insecure-requests. */
  https?: boolean;
  /** `next dev`: React's development build evaluates strings to rebuild call stacks. */
  development?: boolean;
}

/**
 * Nothing by default, then exactly what the site uses. Scripts come from our origin or are inline
 * scripts listed by hash or nonce: never 'unsafe-inline', and 'unsafe-eval' only in development.
 * Styles keep 'unsafe-inline': React writes style attributes and Radix's scroll lock injects a
 * <style> element while a dialog is open (decision 007).
 */
export function contentSecurityPolicy({
  scriptSources = [],
  https = false,
  development = false,
}: PolicyOptions = {}): string {
  const scripts = ["'self'", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])];
  const directives = [
    "default-src 'none'",
    `script-src ${scripts.join(" ")}`,
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

/** The source that allows the inline scripts carrying `nonce`. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/** True when a policy allows scripts by nonce: the page was rendered for this one request. */
export const hasNonce = (policy: string | undefined) => /'nonce-/.test(policy ?? "");

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

/**
 * Headers every response but the hashed build files carries, whatever serves it (`next dev`, `next start`, the edge server):
 * next.config.ts sends them from `headers()`. The policy here lists no inline script; the edge
 * server replaces it on prerendered pages (hashes) and src/proxy.ts on pages rendered per request
 * (a nonce).
 */
export function staticSecurityHeaders({ development = false } = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    // Every document: a window that opens one of our pages keeps no handle on it, and it gets a
    // process of its own (decision 083, superseding 067's personal pages only).
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/**
 * The hashed build files' headers (/_next/static: scripts, the font, build images). A policy,
 * a Referrer- or Permissions-Policy and COOP act only on a document, which these never are; over
 * HTTP/1.1 they cost each file about 740 bytes, 6.7 KB on the landing page's nine scripts.
 * nosniff and CORP do act on a subresource: a script is run only with a script's type, and no
 * other site may embed the file.
 */
export function buildFileHeaders() {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}
