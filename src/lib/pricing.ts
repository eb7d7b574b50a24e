/** The price estimator's arithmetic, from the constants in src/content/site.ts. */
import { fieldUserPrice, founderOffer, type Plan } from "@/content/site";

export interface Estimate {
  backOfficeUsers: number;
  fieldUsers: number;
  monthly: number;
  yearly: number;
  /** The founder price at the maximum discount ("up to"), per month. */
  founderMonthly: number;
  /** What the maximum founder discount saves in a year. */
  founderYearlySaving: number;
  /** True when the requested back-office users exceeded the plan's limit and were capped. */
  capped: boolean;
}

const toPence = (pounds: number) => Math.round(pounds * 100);

function wholeUsers(value: number, minimum: number): number {
  return Number.isFinite(value) ? Math.max(minimum, Math.floor(value)) : minimum;
}

export function estimateCost(plan: Plan, backOfficeUsers: number, fieldUsers: number): Estimate {
  const requested = wholeUsers(backOfficeUsers, 1);
  const limit = plan.maxBackOfficeUsers;
  const backOffice = limit === null ? requested : Math.min(requested, limit);
  const field = wholeUsers(fieldUsers, 0);
  // Pence avoid binary rounding errors in figures shown to the visitor.
  const monthlyPence = listPricePence(plan, backOffice, field);
  const founderMonthlyPence = Math.round(
    (monthlyPence * (100 - founderOffer.maxDiscountPercent)) / 100,
  );
  return {
    backOfficeUsers: backOffice,
    fieldUsers: field,
    monthly: monthlyPence / 100,
    yearly: (monthlyPence * 12) / 100,
    founderMonthly: founderMonthlyPence / 100,
    founderYearlySaving: ((monthlyPence - founderMonthlyPence) * 12) / 100,
    capped: backOffice !== requested,
  };
}

/**
 * What a sign-up's answers come to each month at list prices, exactly as asked: plan price x
 * back-office users + field users x £1, with no plan limit applied. The founders' notice and the
 * console's revenue both use it, so one sign-up is never priced two ways (the visitor's
 * estimator caps at the plan's limit and says so; a lead who asked for more is worth what they
 * asked for, on whichever plan fits).
 */
export function listPricePence(plan: Plan, backOfficeUsers: number, fieldUsers: number): number {
  return (
    toPence(plan.pricePerBackOfficeUser) * backOfficeUsers + toPence(fieldUserPrice) * fieldUsers
  );
}

/** The estimator's label for the saving: the figure is at the full discount, not "up to" it. */
export const founderSavingLabel = `Founder saving (at the full ${founderOffer.maxDiscountPercent}%)`;

const users = (count: number, kind: string) => `${count} ${kind} ${count === 1 ? "user" : "users"}`;

/**
 * The line under the estimate: what it is made of, with no line for a kind of user there are none
 * of ("0 field users at £1 each" says nothing), then the founder price and any cap.
 */
export function describeEstimate(plan: Plan, estimate: Estimate): string {
  const parts = [
    `${users(estimate.backOfficeUsers, "back-office")} at ${formatPounds(plan.pricePerBackOfficeUser)}`,
  ];
  if (estimate.fieldUsers > 0)
    parts.push(`${users(estimate.fieldUsers, "field")} at ${formatPounds(fieldUserPrice)}`);
  const each = parts.length > 1 || estimate.backOfficeUsers > 1 ? " each" : "";
  const sentences = [
    `${parts.join(" and ")}${each}.`,
    `Founder price from ${formatPounds(estimate.founderMonthly)} a month.`,
  ];
  if (estimate.capped && plan.maxBackOfficeUsers !== null)
    sentences.push(
      `${plan.name} includes ${users(plan.maxBackOfficeUsers, "back-office")}; choose a larger plan for more.`,
    );
  return sentences.join(" ");
}

/**
 * "£24", "£9.60", "£1,234.50": whole pounds without pence, otherwise two decimals. Written by hand
 * rather than with Intl.NumberFormat: the estimator formats a dozen amounts each time it renders,
 * and each new formatter cost a phone about 10 ms of its hydration (conventions.md "Prices are formatted by hand"). Amounts are
 * whole pence, so toFixed(2) rounds them exactly; pricing.test.ts holds it to Intl's output.
 */
export function formatPounds(amount: number): string {
  const [pounds, pence] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split(".");
  const grouped = pounds!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}£${grouped}${pence === undefined ? "" : `.${pence}`}`;
}
