import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { CODE_CHARS, codeHash, deriveCode, parseCode } from "./code-format";

const key = Buffer.alloc(32, 7);

describe("founder codes", () => {
  it("reads GRAF- and seven groups of four from Crockford's alphabet: at least 128 bits", () => {
    const code = deriveCode(key, "salt-1");
    expect(code).toMatch(/^GRAF(-[0-9A-HJKMNP-TV-Z]{4}){7}$/);
    // 28 characters of 32 symbols each carry 5 bits.
    expect(CODE_CHARS * 5).toBeGreaterThanOrEqual(128);
  });

  it("is the same code for the same salt and key, and another for any other", () => {
    expect(deriveCode(key, "salt-1")).toBe(deriveCode(key, "salt-1"));
    expect(deriveCode(key, "salt-2")).not.toBe(deriveCode(key, "salt-1"));
    expect(deriveCode(Buffer.alloc(32, 8), "salt-1")).not.toBe(deriveCode(key, "salt-1"));
    const many = new Set(
      Array.from({ length: 2000 }, () => deriveCode(key, randomBytes(16).toString("hex"))),
    );
    expect(many.size).toBe(2000);
  });

  it("parses a code however it is typed: case, spaces, hyphens, prefix, I L O", () => {
    const code = deriveCode(key, "salt-1");
    const chars = parseCode(code)!;
    expect(chars).toHaveLength(CODE_CHARS);
    expect(parseCode(code.toLowerCase())).toBe(chars);
    expect(parseCode(code.replace(/-/g, " "))).toBe(chars);
    expect(parseCode(code.slice("GRAF-".length))).toBe(chars);
    const withLookAlikes = chars.replace(/1/g, "l").replace(/0/g, "o");
    expect(parseCode(withLookAlikes)).toBe(chars);
  });

  it("refuses what cannot be a code", () => {
    const code = deriveCode(key, "salt-1");
    for (const typed of [
      "",
      "GRAF-",
      code.slice(0, -1),
      `${code}A`,
      code.replace(/-[^-]+$/, "-UUUU"),
      `${code}${" ".repeat(60)}`,
      "GRAF-'; drop table founder_invitations; --",
    ]) {
      expect(parseCode(typed), typed).toBeNull();
    }
  });

  it("stores only a hash: 64 hex characters, not the code", () => {
    const chars = parseCode(deriveCode(key, "salt-1"))!;
    expect(codeHash(chars)).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash(chars)).not.toContain(chars);
  });
});
