import { createCipheriv, randomBytes } from "node:crypto";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { PERSONAL_LINK_DAYS } from "@/content/my-data";

import { resetEnvForTests } from "./env";
import { derivedKey, resetSecretForTests } from "./secrets";
import { openPersonalToken, personalPageUrl, sealPersonalToken } from "./personal-link";

const DAY = 24 * 60 * 60 * 1000;
const originalSecret = process.env.SITE_SECRET;

function useSecret(secret: string) {
  process.env.SITE_SECRET = secret;
  resetEnvForTests();
  resetSecretForTests();
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

describe("personal links", () => {
  beforeEach(() => useSecret("unit-test-secret-0123456789abcdef-0123456789"));
  afterAll(() => {
    if (originalSecret === undefined) delete process.env.SITE_SECRET;
    else process.env.SITE_SECRET = originalSecret;
    resetEnvForTests();
    resetSecretForTests();
  });

  it("opens its own token until it expires, on the address it was delivered to", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const url = personalPageUrl("Jo.Bloggs+site@GoogleMail.com", now);
    expect(url).toMatch(/^http:\/\/localhost:3000\/my-data\/view\?token=[A-Za-z0-9_-]+$/);
    // Neither the address nor its domain can be read in the link (random bytes may spell "jo").
    expect(url.toLowerCase()).not.toMatch(/bloggs|googlemail/);
    const opened = openPersonalToken(tokenOf(url), now);
    // The spelling the e-mail went to, in lower case: not the mailbox (jobloggs@gmail.com),
    // which another spelling, and so perhaps another person, shares (decision 082).
    expect(opened?.email).toBe("jo.bloggs+site@googlemail.com");
    expect(opened?.expiresAt.getTime()).toBe(now.getTime() + PERSONAL_LINK_DAYS * DAY);
    expect(openPersonalToken(tokenOf(url), new Date(now.getTime() + 29 * DAY))).not.toBeNull();
    expect(openPersonalToken(tokenOf(url), new Date(now.getTime() + 30 * DAY))).toBeNull();
  });

  it("seals each link afresh, so two links for one address differ", () => {
    expect(personalPageUrl("a@example.co.uk")).not.toBe(personalPageUrl("a@example.co.uk"));
  });

  it("refuses a tampered token", () => {
    const token = sealPersonalToken("a@example.co.uk", new Date(Date.now() + DAY));
    const bytes = Buffer.from(token, "base64url");
    for (const index of [0, 13, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index]! ^= 0x01;
      expect(openPersonalToken(altered.toString("base64url"))).toBeNull();
    }
    expect(openPersonalToken(token.slice(0, -2))).toBeNull();
    expect(openPersonalToken(`${token}AA`)).toBeNull();
  });

  it("refuses a link of the first kind, which sealed the whole mailbox", () => {
    // What sealPersonalToken wrote before decision 082: {mailbox, expiry} under the v1 purpose.
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", derivedKey("personal-link"), iv);
    cipher.setAAD(Buffer.from("grafter:personal-link:v1"));
    const plain = JSON.stringify({ e: "lee@firm.test", x: Date.now() + DAY });
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    const v1 = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
    expect(openPersonalToken(v1)).toBeNull();
  });

  it("refuses a token sealed under another key", () => {
    const token = sealPersonalToken("a@example.co.uk", new Date(Date.now() + DAY));
    expect(openPersonalToken(token)).not.toBeNull();
    useSecret("another-secret-0123456789abcdef-0123456789abc");
    expect(openPersonalToken(token)).toBeNull();
  });

  it("refuses garbage without throwing", () => {
    for (const garbage of [
      "",
      "not a token",
      "\u0000\u0000\u0000",
      `abc\u0000def`,
      "A".repeat(40),
      "A".repeat(10_000),
      "%00",
      "../../etc/passwd",
      null,
      undefined,
    ]) {
      expect(openPersonalToken(garbage)).toBeNull();
    }
  });
});
