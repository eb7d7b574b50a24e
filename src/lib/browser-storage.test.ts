// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { readJson, removeItem, writeJson } from "./browser-storage";
import { isFresh } from "./expiry";

const day = 86_400_000;
const now = Date.parse("2026-11-23T12:00:00.000Z");

describe("expiry", () => {
  it("counts a value for exactly its lifetime in days", () => {
    expect(isFresh(now, 7, now)).toBe(true);
    expect(isFresh(now - 7 * day + 1, 7, now)).toBe(true);
    expect(isFresh(now - 7 * day, 7, now)).toBe(false);
    expect(isFresh("2026-08-26", 90, now)).toBe(true);
    expect(isFresh("2026-08-24", 90, now)).toBe(false);
  });

  it("treats a date far in the future, or no date, as expired", () => {
    expect(isFresh(now + 2 * day, 7, now)).toBe(false);
    expect(isFresh(undefined, 7, now)).toBe(false);
    expect(isFresh("soon", 7, now)).toBe(false);
    expect(isFresh(Number.NaN, 7, now)).toBe(false);
  });
});

describe("JSON in web storage", () => {
  beforeEach(() => localStorage.clear());

  it("writes, reads and removes", () => {
    writeJson("localStorage", "k", { a: 1 });
    expect(readJson("localStorage", "k")).toEqual({ a: 1 });
    removeItem("localStorage", "k");
    expect(readJson("localStorage", "k")).toBeNull();
  });

  it("reads a corrupt value as nothing", () => {
    localStorage.setItem("k", "{not json");
    expect(readJson("localStorage", "k")).toBeNull();
  });
});
