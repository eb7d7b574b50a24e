import { describe, expect, it } from "vitest";

import { HourlyBudget } from "./hourly-budget";

describe("HourlyBudget", () => {
  it("gives each client its limit per clock hour, then a fresh one the next hour", () => {
    let now = Date.UTC(2026, 10, 29, 10, 0, 0);
    const budget = new HourlyBudget(3, () => now);
    expect([1, 2, 3, 4].map(() => budget.take("a"))).toEqual([true, true, true, false]);
    expect(budget.take("b")).toBe(true);
    now += 59 * 60_000;
    expect(budget.take("a")).toBe(false);
    now += 60_000;
    expect(budget.take("a")).toBe(true);
  });
});
