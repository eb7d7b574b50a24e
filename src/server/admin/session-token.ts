import "server-only";

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The admin session travels as a signed token, `v1.<issued>.<expires>.<id>.<signature>`: times in
 * whole seconds, the signature an HMAC-SHA256 of everything before it. Nothing is stored on the
 * server, so every instance accepts a token any other instance issued (decision 006).
 */
export interface SessionClaims {
  id: string;
  issuedAt: Date;
  expiresAt: Date;
}

const VERSION = "v1";

/**
 * The signing key: the secret, bound to the current password, so changing ADMIN_PASSWORD signs
 * every existing session out.
 */
export function sessionKey(secret: string | Buffer, password: string): Buffer {
  const fingerprint = createHash("sha256").update(password, "utf8").digest("hex");
  return createHmac("sha256", secret).update(`admin-session:${fingerprint}`).digest();
}

function sign(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function createSessionToken(key: Buffer, now: Date, ttlMs: number): string {
  const issued = Math.floor(now.getTime() / 1000);
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const body = `${VERSION}.${issued}.${expires}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${sign(key, body)}`;
}

/** The token's claims if its signature is ours and it has not expired; otherwise null. */
export function verifySessionToken(
  token: string | undefined | null,
  key: Buffer,
  now: Date,
  maxTtlMs: number,
): SessionClaims | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, issuedText, expiresText, id, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(key, parts.slice(0, 4).join(".")));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issued = Number(issuedText) * 1000;
  const expires = Number(expiresText) * 1000;
  const nowMs = now.getTime();
  if (!Number.isSafeInteger(issued) || !Number.isSafeInteger(expires)) return null;
  // Expired, issued in the future (beyond a minute of clock skew), or longer-lived than we issue.
  if (expires <= nowMs || issued > nowMs + 60_000 || expires - issued > maxTtlMs) return null;
  return { id, issuedAt: new Date(issued), expiresAt: new Date(expires) };
}
