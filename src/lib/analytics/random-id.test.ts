import { describe, expect, it } from "vitest";

import { randomId } from "./random-id";

describe("random visit id", () => {
  it("is 32 hex characters, different every time, as the wire's visit id takes", () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
