import { describe, expect, it } from "vitest";

import { REPLAY_MINUTES_WITHOUT_SCRIPTS, replayOf } from "./replay-key";

const fields = { name: "Sam Price", email: "sam@example.co.uk", trade: "plumbing" };
const fill = "0123456789abcdef0123456789abcdef";
const keyed = { fillKey: fill };
const withoutScripts = { fillKey: null, postedWithoutScripts: true };

describe("replayOf", () => {
  it("is the same for the same fill sent again, for the rate limit's window", () => {
    const first = replayOf("waitlist", keyed, fields);
    expect(replayOf("waitlist", keyed, { ...fields })).toEqual(first);
    expect(first?.minutes).toBeNull();
  });

  it("differs for another fill, an edited one or another form", () => {
    const first = replayOf("waitlist", keyed, fields)?.key;
    const others = [
      replayOf("waitlist", { fillKey: "fedcba9876543210fedcba9876543210" }, fields)?.key,
      replayOf("waitlist", keyed, { ...fields, trade: "roofing" })?.key,
      replayOf("contact", keyed, fields)?.key,
      replayOf("waitlist", withoutScripts, fields)?.key,
    ];
    expect(new Set([first, ...others]).size).toBe(5);
  });

  it("names a form posted without its scripts by its fields alone, for half an hour", () => {
    const first = replayOf("waitlist", withoutScripts, fields);
    expect(first).toEqual({ key: expect.any(String), minutes: REPLAY_MINUTES_WITHOUT_SCRIPTS });
    expect(REPLAY_MINUTES_WITHOUT_SCRIPTS).toBe(30);
    expect(replayOf("waitlist", withoutScripts, { ...fields })).toEqual(first);
    expect(replayOf("waitlist", withoutScripts, { ...fields, trade: "roofing" })?.key).not.toBe(
      first?.key,
    );
  });

  it("is none for a client that sent no key and no empty form field, so every send counts", () => {
    expect(replayOf("waitlist", { fillKey: null }, fields)).toBeNull();
    expect(replayOf("waitlist", {}, fields)).toBeNull();
    expect(replayOf("waitlist", { postedWithoutScripts: false }, fields)).toBeNull();
  });

  it("holds nothing readable of the fields", () => {
    for (const context of [keyed, withoutScripts]) {
      const key = replayOf("waitlist", context, fields)?.key;
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(key).not.toContain("sam");
    }
  });
});
