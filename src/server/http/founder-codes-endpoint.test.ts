import { describe, expect, it } from "vitest";

import { deriveCode } from "../founders/code-format";
import { bearerMatches, checkRedeemBody } from "./founder-codes-endpoint";

const code = deriveCode(Buffer.alloc(32, 1), "salt");
const KEY = "k".repeat(40);

describe("the founder code API's checks", () => {
  it("takes a code and a redeemer, and the code's 28 characters however typed", () => {
    const checked = checkRedeemBody({ code: code.toLowerCase(), redeemer: "acct:42@crm" });
    expect(checked).toEqual({
      ok: true,
      chars: code.replace(/^GRAF-/, "").replace(/-/g, ""),
      redeemer: "acct:42@crm",
    });
  });

  it.each([
    ["no body", null, ""],
    ["an array", [], ""],
    ["no code", { redeemer: "a" }, "code"],
    ["no redeemer", { code }, "redeemer"],
    ["an empty redeemer", { code, redeemer: "" }, "redeemer"],
    ["a redeemer with a space", { code, redeemer: "a b" }, "redeemer"],
    ["a redeemer of 101 characters", { code, redeemer: "a".repeat(101) }, "redeemer"],
    ["a code of another shape", { code: "GRAF-1234", redeemer: "a" }, "code"],
    ["a code too long to be one", { code: `${code}${"-".repeat(40)}`, redeemer: "a" }, "code"],
    ["a number for a code", { code: 7, redeemer: "a" }, "code"],
    ["a field not described", { code, redeemer: "a", place: 1 }, "place"],
  ])("refuses %s, naming the field", (_label, body, field) => {
    const checked = checkRedeemBody(body);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues.map((issue) => issue.field)).toContain(field);
  });

  it("accepts the key only as a bearer token, whole", () => {
    expect(bearerMatches(`Bearer ${KEY}`, KEY)).toBe(true);
    expect(bearerMatches(`bearer ${KEY}`, KEY)).toBe(true);
    for (const header of [
      null,
      "",
      KEY,
      `Basic ${KEY}`,
      `Bearer ${KEY}k`,
      `Bearer ${KEY.slice(1)}`,
      `Bearer  ${KEY} x`,
    ]) {
      expect(bearerMatches(header, KEY), String(header)).toBe(false);
    }
  });
});
