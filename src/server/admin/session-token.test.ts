import { describe, expect, it } from "vitest";

import { createSessionToken, sessionKey, verifySessionToken } from "./session-token";

const hour = 60 * 60 * 1000;
const ttl = 8 * hour;
const key = sessionKey("a-session-secret-of-some-length", "admin-password");
const issuedAt = new Date("2026-11-21T09:00:00Z");

describe("admin session tokens", () => {
  it("verifies a token it signed until it expires", () => {
    const token = createSessionToken(key, issuedAt, ttl);
    const claims = verifySessionToken(token, key, new Date(issuedAt.getTime() + 7 * hour), ttl);
    expect(claims?.expiresAt.toISOString()).toBe("2026-11-21T17:00:00.000Z");
    expect(verifySessionToken(token, key, new Date(issuedAt.getTime() + ttl), ttl)).toBeNull();
    expect(verifySessionToken(token, key, new Date(issuedAt.getTime() + 9 * hour), ttl)).toBeNull();
  });

  it("refuses a changed signature, a changed expiry and a foreign key", () => {
    const token = createSessionToken(key, issuedAt, ttl);
    const parts = token.split(".");
    const later = new Date(issuedAt.getTime() + hour);
    const flipped = parts[4]!.startsWith("A") ? `B${parts[4]!.slice(1)}` : `A${parts[4]!.slice(1)}`;
    expect(
      verifySessionToken([...parts.slice(0, 4), flipped].join("."), key, later, ttl),
    ).toBeNull();
    const extended = [parts[0], parts[1], String(Number(parts[2]) + 86_400), parts[3], parts[4]];
    expect(verifySessionToken(extended.join("."), key, later, ttl)).toBeNull();
    const otherSecret = sessionKey("another-secret", "admin-password");
    expect(verifySessionToken(token, otherSecret, later, ttl)).toBeNull();
  });

  it("signs everyone out when the password changes", () => {
    const token = createSessionToken(key, issuedAt, ttl);
    const newPassword = sessionKey("a-session-secret-of-some-length", "a-new-password");
    expect(verifySessionToken(token, newPassword, issuedAt, ttl)).toBeNull();
  });

  it("refuses malformed tokens and lifetimes longer than the console issues", () => {
    for (const bad of [undefined, null, "", "v1", "v2.1.2.3.4", "x".repeat(500), "v1.a.b.c.d"]) {
      expect(verifySessionToken(bad, key, issuedAt, ttl)).toBeNull();
    }
    const long = createSessionToken(key, issuedAt, 30 * 24 * hour);
    expect(verifySessionToken(long, key, issuedAt, ttl)).toBeNull();
    const future = createSessionToken(key, new Date(issuedAt.getTime() + hour), ttl);
    expect(verifySessionToken(future, key, issuedAt, ttl)).toBeNull();
  });
});
