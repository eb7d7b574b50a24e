import { describe, expect, it } from "vitest";

import { planById } from "@/content/site";

import { describeEstimate, estimateCost, formatPounds, founderSavingLabel } from "./pricing";

const plan = (id: string) => planById(id)!;

describe("estimateCost", () => {
  it("prices Starter with 1 back-office and 5 field users at £24 a month", () => {
    const estimate = estimateCost(plan("starter"), 1, 5);
    expect(estimate.monthly).toBe(24);
    expect(estimate.yearly).toBe(288);
  });

  it("applies the maximum founder discount of 60%", () => {
    const estimate = estimateCost(plan("starter"), 1, 5);
    expect(estimate.founderMonthly).toBe(9.6);
    expect(estimate.founderYearlySaving).toBeCloseTo(172.8, 10);
  });

  it("charges each back-office user at the plan price and each field user at £1", () => {
    expect(estimateCost(plan("professional"), 3, 10).monthly).toBe(3 * 39 + 10);
    expect(estimateCost(plan("enterprise"), 12, 40).monthly).toBe(12 * 79 + 40);
  });

  it("caps back-office users at the plan's limit and says so", () => {
    const starter = estimateCost(plan("starter"), 4, 0);
    expect(starter.backOfficeUsers).toBe(1);
    expect(starter.capped).toBe(true);
    expect(estimateCost(plan("professional"), 9, 0).backOfficeUsers).toBe(5);
    expect(estimateCost(plan("enterprise"), 9, 0).capped).toBe(false);
  });

  it("treats missing or negative counts as the minimums (1 back-office, 0 field)", () => {
    const estimate = estimateCost(plan("professional"), Number.NaN, -3);
    expect(estimate.backOfficeUsers).toBe(1);
    expect(estimate.fieldUsers).toBe(0);
    expect(estimate.monthly).toBe(39);
  });
});

describe("formatPounds", () => {
  it("shows whole pounds without pence and other amounts with two decimals", () => {
    expect(formatPounds(24)).toBe("£24");
    expect(formatPounds(9.6)).toBe("£9.60");
    expect(formatPounds(1234.5)).toBe("£1,234.50");
  });

  it("writes what Intl.NumberFormat writes for GBP in en-GB, for any amount of whole pence", () => {
    const intl = (amount: number) =>
      new Intl.NumberFormat("en-GB", {
        style: "currency",
        currency: "GBP",
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    const amounts = [0, 0.01, 0.1, 0.05, 999.99, 1000, 10.05, 123456789.5, -9.6, -1234];
    for (let pence = 0; pence < 2_000_000; pence += 997) amounts.push(pence / 100);
    for (const amount of amounts) expect(formatPounds(amount), String(amount)).toBe(intl(amount));
  });
});

describe("describeEstimate", () => {
  const line = (id: string, backOffice: number, field: number) =>
    describeEstimate(plan(id), estimateCost(plan(id), backOffice, field));

  it("lists each kind of user with its price", () => {
    expect(line("starter", 1, 5)).toBe(
      "1 back-office user at £19 and 5 field users at £1 each. Founder price from £9.60 a month.",
    );
    expect(line("professional", 3, 1)).toBe(
      "3 back-office users at £39 and 1 field user at £1 each. Founder price from £47.20 a month.",
    );
  });

  it("drops the line for zero field users", () => {
    expect(line("professional", 2, 0)).toBe(
      "2 back-office users at £39 each. Founder price from £31.20 a month.",
    );
    expect(line("starter", 1, 0)).not.toMatch(/0 field/);
  });

  it("says when the plan capped the back-office users", () => {
    expect(line("starter", 4, 0)).toBe(
      "1 back-office user at £19. Founder price from £7.60 a month. Starter includes 1 back-office user; choose a larger plan for more.",
    );
  });

  it("labels the saving as the full discount", () => {
    expect(founderSavingLabel).toBe("Founder saving (at the full 60%)");
  });
});
