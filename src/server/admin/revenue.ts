import "server-only";

import { fieldUserPrice, plans } from "@/content/site";
import { listPricePence } from "@/lib/pricing";

/** One plan's share of the waitlist: each person once, as their latest sign-up says. */
export interface PlanDemand {
  plan: string;
  people: number;
  backOfficeUsers: number;
  fieldUsers: number;
}

export interface RevenueLine extends PlanDemand {
  name: string;
  pricePerBackOfficeUser: number;
  monthly: number;
}

export interface Revenue {
  /** Pounds per month at list prices, decided plans only. */
  monthly: number;
  lines: RevenueLine[];
  /** 'Not sure yet' is not priced: shown beside the total, never inside it (decision 006). */
  undecided: PlanDemand;
  fieldUserPrice: number;
}

/**
 * Monthly revenue at list prices: plan price x back-office users + field users x £1, for every
 * person on the waitlist (`listPricePence`, as each founders' notice prices its sign-up). Prices
 * come from src/content/site.ts. Plan limits (Starter's one back-office user) are not applied: a
 * person who asked for more would move up a plan, so the literal figure is the lower bound.
 */
export function revenueAtListPrices(demand: PlanDemand[]): Revenue {
  const find = (plan: string) => demand.find((row) => row.plan === plan);
  const lines = plans.map((plan): RevenueLine => {
    const row = find(plan.id) ?? { plan: plan.id, people: 0, backOfficeUsers: 0, fieldUsers: 0 };
    // Pence keep the sum exact.
    const pence = listPricePence(plan, row.backOfficeUsers, row.fieldUsers);
    return {
      ...row,
      name: plan.name,
      pricePerBackOfficeUser: plan.pricePerBackOfficeUser,
      monthly: pence / 100,
    };
  });
  return {
    monthly: lines.reduce((sum, line) => sum + line.monthly * 100, 0) / 100,
    lines,
    undecided: find("undecided") ?? {
      plan: "undecided",
      people: 0,
      backOfficeUsers: 0,
      fieldUsers: 0,
    },
    fieldUserPrice,
  };
}
