import { describe, expect, it } from "vitest";

import { replayKey } from "./replay-key";

const fields = { name: "Sam Price", email: "sam@example.co.uk", trade: "plumbing" };
const fill = "0123456789abcdef0123456789abcdef";

describe("replayKey", () => {
  it("is the same for the same fill sent again", () => {
    expect(replayKey("waitlist", fill, { ...fields })).toBe(replayKey("waitlist", fill, fields));
  });

  it("differs for another fill, an edited one or another form", () => {
    const first = replayKey("waitlist", fill, fields);
    const others = [
      replayKey("waitlist", "fedcba9876543210fedcba9876543210", fields),
      replayKey("waitlist", fill, { ...fields, trade: "roofing" }),
      replayKey("contact", fill, fields),
    ];
    expect(new Set([first, ...others]).size).toBe(4);
  });

  it("is none without the browser's key, so every such send counts as the specification says", () => {
    expect(replayKey("waitlist", null, fields)).toBeNull();
    expect(replayKey("waitlist", undefined, fields)).toBeNull();
  });

  it("holds nothing readable of the fields", () => {
    const key = replayKey("waitlist", fill, fields);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toContain("sam");
  });
});
