import { describe, expect, it } from "vitest";

import { estimateCost } from "@/lib/pricing";

import { cities } from "./locations";
import { founderOffer, founderSaving, planById, savingExample } from "./site";

// The home page said "a saving of around £497 a year", the London FAQ "up to £497",
// other cities "worth £497" or "a £497 yearly saving", and the estimator opened on £172.80.
describe("the founders' yearly saving", () => {
  it("is the estimator's first state, the worked example, to the pound", () => {
    const plan = planById(savingExample.planId)!;
    const estimate = estimateCost(plan, savingExample.backOfficeUsers, savingExample.fieldUsers);
    expect(estimate.founderYearlySaving).toBeCloseTo(496.8, 10);
    expect(Math.round(estimate.founderYearlySaving)).toBe(founderOffer.yearlySaving);
  });

  it("is said in one wording wherever a page states it", () => {
    expect(founderSaving).toBe("a saving of around £497 a year");
    const copy = JSON.stringify(cities);
    const figure = `£${founderOffer.yearlySaving}`;
    const mentions = copy.split(figure).length - 1;
    expect(mentions).toBeGreaterThan(0);
    expect(copy.split(founderSaving).length - 1).toBe(mentions);
    expect(copy).not.toMatch(/up to £\d/i);
  });
});
