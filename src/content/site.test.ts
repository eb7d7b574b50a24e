import { describe, expect, it } from "vitest";

import { trades as tradeOptions } from "@/lib/validation/options";

import { features } from "./features";
import { allPlansInclude } from "./pricing";
import {
  companyDisclosure,
  companyRegistration,
  configuredSocial,
  dialogAutoCloseMs,
  emails,
  fieldUserPrice,
  founderOffer,
  founderOfferLine,
  planCardLines,
  plans,
  submissionLimit,
} from "./site";
import { trades } from "./trades";

describe("business constants (spec section 9)", () => {
  it("has the three plans at 19, 39 and 79 pounds with Professional most popular", () => {
    expect(plans.map((plan) => [plan.name, plan.pricePerBackOfficeUser, plan.popular])).toEqual([
      ["Starter", 19, false],
      ["Professional", 39, true],
      ["Enterprise", 79, false],
    ]);
    expect(plans.map((plan) => [plan.maxBackOfficeUsers, plan.maxActiveProjects])).toEqual([
      [1, 5],
      [5, 20],
      [null, null],
    ]);
  });

  it("has the other constants", () => {
    expect(fieldUserPrice).toBe(1);
    expect(founderOffer.places).toBe(100);
    expect(founderOffer.yearlySaving).toBe(497);
    expect(founderOffer.maxDiscountPercent).toBe(60);
    expect(submissionLimit).toEqual({ perEmail: 3, windowHours: 24 });
    expect(dialogAutoCloseMs).toBe(3000);
  });

  it("puts the three contact addresses on one domain", () => {
    const domains = new Set(Object.values(emails).map((address) => address.split("@")[1]));
    expect(Object.keys(emails).sort()).toEqual(["hello", "privacy", "support"]);
    expect(domains.size).toBe(1);
  });

  it("has six features, eight trades with three benefits each, four include groups", () => {
    expect(features).toHaveLength(6);
    // Every trade the form offers, in its order, but "other", which has nothing to show.
    expect(trades.map((trade) => trade.id)).toEqual(
      tradeOptions.filter((option) => option !== "other"),
    );
    expect(trades).toHaveLength(8);
    for (const trade of trades) expect(trade.benefits).toHaveLength(3);
    expect(allPlansInclude.map((group) => group.title)).toEqual([
      "Project Management",
      "Financial Tools",
      "Resource Management",
      "Compliance & Safety",
    ]);
  });
});

describe("plan cards", () => {
  it.each(plans)("$name lists each line once: a feature never restates a limit", (plan) => {
    const lines = planCardLines(plan).map((line) => line.toLowerCase());
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("Enterprise's card lists its limits, then what it adds to Professional", () => {
    expect(planCardLines(plans[2]!)).toEqual([
      "Unlimited back-office users",
      "Unlimited active projects",
      "Everything in Professional",
      "Custom workflows and permissions",
      "Dedicated onboarding",
    ]);
  });
});

describe("layout B's closing line (conventions.md, No unearned claims)", () => {
  it("states the offer, not a number of businesses", () => {
    expect(founderOfferLine).toBe(
      "Founder pricing is for the first 100 UK tradespeople only, guaranteed for life.",
    );
    expect(founderOfferLine).not.toMatch(/hundreds|thousands|join \d/i);
  });
});

describe("company details and social profiles (configuration)", () => {
  it("shows the statutory details once the number is configured", () => {
    expect(
      companyDisclosure({
        number: "12345678",
        registeredIn: "England and Wales",
        registeredOffice: "1 High Street, Leeds LS1 1AA",
      }),
    ).toBe(
      "Grafter Ltd is registered in England and Wales, company number 12345678. Registered office: 1 High Street, Leeds LS1 1AA.",
    );
    expect(companyDisclosure({ ...companyRegistration, number: null })).toBeNull();
  });

  it("holds a real Companies House number or none", () => {
    if (companyRegistration.number !== null)
      expect(companyRegistration.number).toMatch(/^(\d{8}|(SC|NI|OC|SO|NC)\d{6})$/);
  });

  it("lists only configured social profiles, never a guessed one", () => {
    expect(
      configuredSocial([
        { label: "LinkedIn", href: null },
        { label: "Facebook", href: "https://www.facebook.com/real" },
      ]),
    ).toEqual([{ label: "Facebook", href: "https://www.facebook.com/real" }]);
    for (const profile of configuredSocial()) expect(profile.href).toMatch(/^https:\/\//);
  });
});
