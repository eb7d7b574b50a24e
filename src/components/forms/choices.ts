import {
  companySizeLabel,
  type CompanySizeValue,
  companySizes,
  interestedPlanLabel,
  type InterestedPlanValue,
  interestedPlans,
  tradeLabel,
  type TradeValue,
  trades,
} from "@/lib/validation/options";

import type { Choice } from "./field";

/** The waitlist's option lists as every form and filter shows them. */
export const tradeChoices: Choice[] = trades.map((value) => [value, tradeLabel(value)]);
export const companySizeChoices: Choice[] = companySizes.map((value) => [
  value,
  companySizeLabel(value),
]);
export const planChoices: Choice[] = interestedPlans.map((value) => [
  value,
  interestedPlanLabel(value),
]);

/**
 * The words for a value read back from storage: the schema checked it on the way in, so the
 * cast only restates what the database column cannot type.
 */
export const shownAs = {
  trade: (value: string) => tradeLabel(value as TradeValue),
  companySize: (value: string) => companySizeLabel(value as CompanySizeValue),
  plan: (value: string) => interestedPlanLabel(value as InterestedPlanValue),
};
