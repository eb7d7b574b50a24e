import { generateKeyPairSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from "@/lib/analytics/wire";

import { parseEnv as parseProcessEnv } from "./env";

const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv);

describe("server environment", () => {
  it("gives every variable its default when none is set", () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      TRUST_PROXY: false,
      RATE_LIMIT_PER_DAY: 3,
    });
  });

  it("reads PORT and TRUST_PROXY as the start script and the edge do", () => {
    expect(parseEnv({ PORT: "3100", TRUST_PROXY: "1" })).toMatchObject({
      PORT: 3100,
      TRUST_PROXY: true,
    });
  });

  it("refuses a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT must be a number between 1 and 65535/);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("refuses a console password or session key short enough to guess", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "CHANGE-ME" })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(() => parseEnv({ SESSION_SECRET: "s".repeat(31) })).toThrow(
      /SESSION_SECRET must be at least 32 characters/,
    );
    expect(
      parseEnv({ ADMIN_PASSWORD: "a-long-phrase", SESSION_SECRET: "s".repeat(32) }),
    ).toMatchObject({ ADMIN_PASSWORD: "a-long-phrase" });
    // Empty turns the console off, as unset does.
    expect(parseEnv({ ADMIN_PASSWORD: "" }).ADMIN_PASSWORD).toBe("");
  });
});

describe("ANALYTICS_RETENTION_MONTHS", () => {
  it("defaults to the wire contract's 13 months", () => {
    expect(parseEnv({}).ANALYTICS_RETENTION_MONTHS).toBe(DEFAULT_ANALYTICS_RETENTION_MONTHS);
    expect(DEFAULT_ANALYTICS_RETENTION_MONTHS).toBe(13);
  });

  it("takes whole months from 1", () => {
    expect(parseEnv({ ANALYTICS_RETENTION_MONTHS: "6" }).ANALYTICS_RETENTION_MONTHS).toBe(6);
  });

  it("refuses less than a month (the speed figures read 28 days of raw events), naming the variable", () => {
    for (const value of ["0", "-1", "1.5", "soon"]) {
      expect(() => parseEnv({ ANALYTICS_RETENTION_MONTHS: value })).toThrow(
        /ANALYTICS_RETENTION_MONTHS/,
      );
    }
  });
});

describe("FORM_MIN_FILL_MS", () => {
  it("defaults to the 2.5 s a person takes, and takes whole milliseconds up to a minute", () => {
    expect(parseEnv({}).FORM_MIN_FILL_MS).toBe(2500);
    expect(parseEnv({ FORM_MIN_FILL_MS: "300" }).FORM_MIN_FILL_MS).toBe(300);
    for (const value of ["-1", "1.5", "60001", "soon"])
      expect(() => parseEnv({ FORM_MIN_FILL_MS: value })).toThrow(/FORM_MIN_FILL_MS/);
  });
});

describe("DKIM signing", () => {
  const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  const full = { DKIM_DOMAIN: "example.co.uk", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: rsa };

  it("takes all three, the key's line breaks real or written as \\n", () => {
    expect(parseEnv(full).DKIM_PRIVATE_KEY).toBe(rsa.trim());
    const oneLine = { ...full, DKIM_PRIVATE_KEY: rsa.replace(/\n/g, "\\n") };
    expect(parseEnv(oneLine).DKIM_PRIVATE_KEY).toBe(rsa.trim());
    expect(parseEnv({}).DKIM_DOMAIN).toBeUndefined();
  });

  it("refuses a half-set configuration, naming what is missing", () => {
    expect(() => parseEnv({ DKIM_DOMAIN: "example.co.uk", DKIM_SELECTOR: "s1" })).toThrow(
      "DKIM_PRIVATE_KEY is unset while DKIM_DOMAIN and DKIM_SELECTOR are set: DKIM signing needs all of DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, or none of them (missing: DKIM_PRIVATE_KEY)",
    );
    expect(() => parseEnv({ DKIM_PRIVATE_KEY: rsa })).toThrow(
      /DKIM_DOMAIN is unset while DKIM_PRIVATE_KEY is set: .*\(missing: DKIM_DOMAIN, DKIM_SELECTOR\)/,
    );
  });

  it("refuses a key that is not an RSA private key, and a malformed domain or selector", () => {
    const ed = generateKeyPairSync("ed25519")
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    for (const key of ["not a key", ed])
      expect(() => parseEnv({ ...full, DKIM_PRIVATE_KEY: key })).toThrow(
        /DKIM_PRIVATE_KEY must be an RSA private key in PEM/,
      );
    expect(() => parseEnv({ ...full, DKIM_DOMAIN: "https://example.co.uk" })).toThrow(
      /DKIM_DOMAIN must be a domain name/,
    );
    expect(() => parseEnv({ ...full, DKIM_SELECTOR: "s1; x=1" })).toThrow(
      /DKIM_SELECTOR must be a selector/,
    );
  });
});
