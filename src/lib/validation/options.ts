/** The option lists of spec section 3, and the labels the forms show for them. */

export const trades = [
  "electrician",
  "plumber",
  "carpenter",
  "decorator",
  "roofer",
  "groundworker",
  "bricklayer",
  "plasterer",
  "other",
] as const;
export const companySizes = ["1-5", "6-20", "21-50", "51-200", "201+"] as const;
export const interestedPlans = ["starter", "professional", "enterprise", "undecided"] as const;

export type TradeValue = (typeof trades)[number];
export type CompanySizeValue = (typeof companySizes)[number];
export type InterestedPlanValue = (typeof interestedPlans)[number];

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const tradeLabel = (value: TradeValue) => capitalise(value);
export const companySizeLabel = (value: CompanySizeValue) => `${value} people`;
export const interestedPlanLabel = (value: InterestedPlanValue) =>
  value === "undecided" ? "Not sure yet" : capitalise(value);
