import { describe, expect, it } from "vitest";

import { basicAuthMatches, checkHmac, hmacSignature, REPLAY_WINDOW_SECONDS } from "./auth";

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

describe("Postmark's basic auth", () => {
  const user = "postmark";
  const password = "a-long-webhook-password";
  const configured = `${user}:${password}`;

  it("accepts the configured user and password", () => {
    expect(basicAuthMatches(basic(`${user}:${password}`), configured)).toBe(true);
  });

  it("refuses a wrong password, a wrong user, no header and another scheme", () => {
    expect(basicAuthMatches(basic(`${user}:${password}x`), configured)).toBe(false);
    expect(basicAuthMatches(basic(`other:${password}`), configured)).toBe(false);
    expect(basicAuthMatches(null, configured)).toBe(false);
    expect(basicAuthMatches(`Bearer ${password}`, configured)).toBe(false);
  });

  it("refuses everything while the credentials are not configured", () => {
    expect(basicAuthMatches(basic(":"), undefined)).toBe(false);
    expect(basicAuthMatches(basic(""), undefined)).toBe(false);
  });
});

describe("the generic format's HMAC-SHA256 signature", () => {
  const secret = "s".repeat(40);
  const body = '{"id":"e1","type":"hard_bounce","email":"gone@example.co.uk"}';
  const now = Date.UTC(2026, 11, 5, 12, 0, 0);
  const at = (secondsAgo: number) => String(Math.floor(now / 1000) - secondsAgo);

  it("accepts a body signed with the secret over its timestamp", () => {
    const t = at(10);
    expect(checkHmac(secret, t, hmacSignature(secret, t, body), body, now)).toBe("ok");
  });

  it("refuses a forged signature: another secret, another body, another timestamp", () => {
    const t = at(10);
    expect(checkHmac(secret, t, hmacSignature("x".repeat(40), t, body), body, now)).toBe(
      "bad_signature",
    );
    expect(checkHmac(secret, t, hmacSignature(secret, t, body), `${body} `, now)).toBe(
      "bad_signature",
    );
    expect(checkHmac(secret, at(11), hmacSignature(secret, t, body), body, now)).toBe(
      "bad_signature",
    );
    expect(checkHmac(secret, t, null, body, now)).toBe("bad_signature");
    expect(checkHmac(secret, "soon", hmacSignature(secret, "soon", body), body, now)).toBe(
      "bad_signature",
    );
  });

  it("refuses a replay signed more than five minutes ago, or dated ahead", () => {
    const old = at(REPLAY_WINDOW_SECONDS + 1);
    expect(checkHmac(secret, old, hmacSignature(secret, old, body), body, now)).toBe("stale");
    const ahead = at(-(REPLAY_WINDOW_SECONDS + 1));
    expect(checkHmac(secret, ahead, hmacSignature(secret, ahead, body), body, now)).toBe("stale");
    const recent = at(REPLAY_WINDOW_SECONDS - 1);
    expect(checkHmac(secret, recent, hmacSignature(secret, recent, body), body, now)).toBe("ok");
  });

  it("refuses everything while no secret is configured", () => {
    const t = at(1);
    expect(checkHmac(undefined, t, hmacSignature("", t, body), body, now)).toBe("bad_signature");
  });
});
