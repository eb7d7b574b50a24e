/**
 * Business constants of spec section 9, in one place. Components import these; none retypes a
 * price, a figure or a label. Where the spec contradicts itself, DESIGN.md's decision is applied
 * here once (60% founder discount, one waitlist success message); the launch quarter is
 * configuration (launch.ts).
 * The plans' prices live in plan-prices.ts, which the waitlist form imports on its own.
 */
import { mailDomain } from "@/lib/site-config";

import { planPrices } from "./plan-prices";

export const site = {
  name: "Grafter",
  legalName: "Grafter Ltd",
  tagline: "CRM for UK Trades",
  description:
    "Grafter is the CRM and project-management platform built for UK tradespeople and new-build subcontractors: jobs, quotes, invoices, teams and compliance in one place.",
} as const;

export const emails = {
  support: `support@${mailDomain}`,
  privacy: `privacy@${mailDomain}`,
  hello: `hello@${mailDomain}`,
} as const;

// ---------------------------------------------------------------------------------------------
// CONFIGURATION: the founders fill these in from Companies House and the real profiles. A UK
// company's website must show its registered number, where it is registered and its registered
// office (Companies (Trading Disclosures) Regulations 2008). Never guess: null hides a value.
// ---------------------------------------------------------------------------------------------
export const companyRegistration: {
  /** Companies House number: 8 digits, or 2 letters and 6 digits (SC123456, NI123456). */
  number: string | null;
  registeredIn: "England and Wales" | "Scotland" | "Northern Ireland";
  /** One line, as on the Companies House register. */
  registeredOffice: string | null;
} = {
  number: null,
  registeredIn: "England and Wales",
  registeredOffice: null,
};

/** Social profiles: shown (footer, structured data) only once a real address is filled in. */
export const socialProfiles: { label: string; href: string | null }[] = [
  { label: "LinkedIn", href: null },
  { label: "Facebook", href: null },
  { label: "Instagram", href: null },
];
// ------------------------------------------------------------------------- end of CONFIGURATION

/** The profiles that are configured; the footer shows no social list when there are none. */
export function configuredSocial(
  profiles: readonly { label: string; href: string | null }[] = socialProfiles,
): { label: string; href: string }[] {
  return profiles.flatMap(({ label, href }) => (href ? [{ label, href }] : []));
}

/**
 * The company's statutory details in one sentence ("Grafter Ltd is registered in England and
 * Wales, company number 12345678. Registered office: ..."), or null until the number is set.
 */
export function companyDisclosure(registration = companyRegistration): string | null {
  if (!registration.number) return null;
  const office = registration.registeredOffice
    ? ` Registered office: ${registration.registeredOffice}.`
    : "";
  return `${site.legalName} is registered in ${registration.registeredIn}, company number ${registration.number}.${office}`;
}

export type PlanId = "starter" | "professional" | "enterprise";

export interface Plan {
  id: PlanId;
  name: string;
  /** Pounds per back-office user per month. */
  pricePerBackOfficeUser: number;
  description: string;
  /** null means unlimited. */
  maxBackOfficeUsers: number | null;
  maxActiveProjects: number | null;
  features: string[];
  popular: boolean;
  ctaLabel: string;
}

export const plans: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    pricePerBackOfficeUser: planPrices.starter,
    description: "For sole traders and small crews getting off paper and WhatsApp.",
    maxBackOfficeUsers: 1,
    maxActiveProjects: 5,
    features: [
      "Job scheduling and calendar",
      "Quotes and invoices",
      "Client records and history",
      "Field app for your team",
      "E-mail support",
    ],
    popular: false,
    ctaLabel: "Choose Starter",
  },
  {
    id: "professional",
    name: "Professional",
    pricePerBackOfficeUser: planPrices.professional,
    description: "For growing subcontractors running several sites at once.",
    maxBackOfficeUsers: 5,
    maxActiveProjects: 20,
    features: [
      "Everything in Starter",
      "Financial tracking and job costing",
      "Business analytics dashboards",
      "Compliance documents and RAMS",
      "Priority support",
    ],
    popular: true,
    ctaLabel: "Choose Professional",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    pricePerBackOfficeUser: planPrices.enterprise,
    description: "For established contractors with office teams and many gangs.",
    maxBackOfficeUsers: null,
    maxActiveProjects: null,
    features: [
      "Everything in Professional",
      "Custom workflows and permissions",
      "Dedicated onboarding",
    ],
    popular: false,
    ctaLabel: "Choose Enterprise",
  },
];

/** Pounds per field user per month, on every plan. */
export const fieldUserPrice = 1;

export const founderOffer = {
  places: 100,
  audience: "UK tradespeople",
  yearlySaving: 497,
  maxDiscountPercent: 60,
  perks: [
    "Up to 60% off founder pricing",
    "First 100 users only",
    "Pricing guaranteed for life",
    "Beta access included",
    "Priority support",
  ],
} as const;

/**
 * The founders' worked example of the yearly saving, and the price estimator's first state: a
 * Professional team with one person in the office and 30 on site comes to £69 a month, and the
 * full founder discount saves £496.80 of it a year, the specification's "£497 a year". Every page
 * says it in the words of `founderSaving`, never "up to" (a larger team saves more).
 */
export const savingExample = {
  planId: "professional",
  backOfficeUsers: 1,
  fieldUsers: 30,
} as const;

/** The saving, in the one wording every page uses: "a saving of around £497 a year". */
export const founderSaving = `a saving of around £${founderOffer.yearlySaving} a year`;

/**
 * A true line for where the spec's layout B claimed "Join hundreds of ... trades businesses"
 * (docs/conventions.md, "No unearned claims"): the offer itself, which needs no count.
 */
export const founderOfferLine = `Founder pricing is for the first ${founderOffer.places} ${founderOffer.audience} only, guaranteed for life.`;

export const submissionLimit = { perEmail: 3, windowHours: 24 } as const;

/** Spec section 4: the dialogs close this long after a successful submit. */
export const dialogAutoCloseMs = 3000;

export function planById(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/**
 * What a plan card lists: its two limits, then its features. The limits come from the numbers
 * only, so a feature must not restate them ("Unlimited ..." was listed twice).
 */
export function planCardLines(plan: Plan): string[] {
  return [
    describeLimit(plan.maxBackOfficeUsers, "back-office user"),
    describeLimit(plan.maxActiveProjects, "active project"),
    ...plan.features,
  ];
}

/** "Up to 5", "1" or "Unlimited", for plan limits. */
export function describeLimit(limit: number | null, noun: string): string {
  if (limit === null) return `Unlimited ${noun}s`;
  if (limit === 1) return `1 ${noun}`;
  return `Up to ${limit} ${noun}s`;
}
