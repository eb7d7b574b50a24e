import * as crypto from "node:crypto";

import { describe, expect, it, vi } from "vitest";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const { passwordMatches } = await import("./password");

describe("passwordMatches", () => {
  it("accepts the configured password and nothing else", () => {
    expect(passwordMatches("correct horse battery", "correct horse battery")).toBe(true);
    expect(passwordMatches("correct horse batterY", "correct horse battery")).toBe(false);
    expect(passwordMatches("", "correct horse battery")).toBe(false);
    expect(passwordMatches("correct horse battery ", "correct horse battery")).toBe(false);
  });

  it("compares two 32-byte digests in constant time, whatever the lengths typed", () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    passwordMatches("x", "a much longer configured password");
    passwordMatches("a".repeat(10_000), "short");
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [a, b] of spy.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });
});
