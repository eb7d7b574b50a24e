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

describe("HourlyBudget by amount", () => {
  it("counts an amount only when all of it fits, so a refused batch leaves room for a smaller one", () => {
    const budget = new HourlyBudget(10, () => 0);
    expect(budget.take("a", 8)).toBe(true);
    expect(budget.allows("a", 3)).toBe(false);
    expect(budget.take("a", 3)).toBe(false);
    expect(budget.take("a", 2)).toBe(true);
    expect(budget.take("a", 1)).toBe(false);
  });
});
