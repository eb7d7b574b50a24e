import { describe, expect, it } from "vitest";

import { keptUtm, MAX_UTM_LENGTH, utmValueRefusal } from "./utm-rule";

describe("the UTM rule", () => {
  it.each([
    "flyer",
    "print",
    "leeds-2026",
    "spring_sale",
    "Trade Forum",
    "facebook / paid",
    "café",
    "Zürich",
    "20% off",
    "launch-2026-12-05",
    "ad:1234",
    "(not set)",
    "a+b",
    "x".repeat(MAX_UTM_LENGTH),
  ])("keeps %j", (value) => {
    expect(utmValueRefusal(value)).toBeNull();
  });

  it.each([
    ["jane.doe@example.com", "email"],
    ["Jane.Doe@Example.co.uk", "email"],
    ["jane.doe%40example.com", "email"],
    ["jane@", "email"],
    ["07700 900123", "phone"],
    ["07700900123", "phone"],
    ["+44 7700 900123", "phone"],
    ["(0113) 496 0000", "phone"],
    ["call-0113-496-0000-today", "phone"],
    ["0113.496.0000", "phone"],
    ["", "empty"],
    ["x".repeat(MAX_UTM_LENGTH + 1), "length"],
    ["<script>", "characters"],
    ['quote"d', "characters"],
    ["new\nline", "characters"],
    ["a\u200bb", "characters"],
    ["😀", "characters"],
    ["jane＠example.com", "characters"],
  ])("refuses %j (%s)", (value, refusal) => {
    expect(utmValueRefusal(value)).toBe(refusal);
  });

  it("keeps only the kept values of a set, and nothing when none is", () => {
    expect(keptUtm({ source: "newsletter", content: "jane.doe@example.com" })).toEqual({
      source: "newsletter",
    });
    expect(keptUtm({ term: "07700 900123" })).toBeUndefined();
    expect(keptUtm(undefined)).toBeUndefined();
  });
});
