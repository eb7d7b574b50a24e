import "server-only";

import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Equal strings, compared in constant time whatever their lengths (digests of equal size). */
function same(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Postmark's webhook: HTTP basic auth with the `user:password` written into its URL, compared
 * whole, so the time taken says nothing about which half was wrong.
 */
export function basicAuthMatches(header: string | null, expected: string | undefined): boolean {
  if (!expected) return false;
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? "");
  const sent = match ? Buffer.from(match[1]!, "base64").toString("utf8") : "";
  return same(sent, expected) && match !== null;
}

/** How old (or how far ahead) a generic event's timestamp may be: older ones are replays. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

/** The generic format's signature: HMAC-SHA256 of `${timestamp}.${body}`, hex, after "sha256=". */
export function hmacSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
}

export type HmacCheck = "ok" | "bad_signature" | "stale";

/**
 * The generic format (decision 090): `X-Mail-Event-Timestamp` (Unix seconds) and
 * `X-Mail-Event-Signature` over the timestamp and the body as sent. A signature of a timestamp
 * more than five minutes from now is refused whatever it signs, so a captured request cannot be
 * sent again later; within the five minutes the event's own id makes a second delivery a no-op.
 */
export function checkHmac(
  secret: string | undefined,
  timestamp: string | null,
  signature: string | null,
  body: string,
  now = Date.now(),
): HmacCheck {
  if (!secret || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) {
    return "bad_signature";
  }
  if (!same(signature.trim().toLowerCase(), hmacSignature(secret, timestamp, body))) {
    return "bad_signature";
  }
  const age = now / 1000 - Number(timestamp);
  return Math.abs(age) > REPLAY_WINDOW_SECONDS ? "stale" : "ok";
}
