import { describe, expect, it } from "vitest";

import { processGlobal } from "./process-global";

describe("processGlobal", () => {
  it("shares one value between every copy that names it, made once", () => {
    let made = 0;
    const first = processGlobal<{ n: number }>("test.shared");
    const second = processGlobal<{ n: number }>("test.shared");
    const value = first.get(() => ({ n: (made += 1) }));
    expect(second.get(() => ({ n: (made += 1) }))).toBe(value);
    expect(made).toBe(1);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for("grafter.test.shared")]).toBe(value);
  });

  it("forgets a value set to undefined, so the next use makes a new one", () => {
    const slot = processGlobal<number>("test.reset");
    slot.set(1);
    expect(slot.get()).toBe(1);
    slot.set(undefined);
    expect(slot.get()).toBeUndefined();
    expect(slot.get(() => 2)).toBe(2);
  });
});
