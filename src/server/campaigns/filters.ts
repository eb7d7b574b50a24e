import {
  companySizes,
  type CompanySizeValue,
  interestedPlans,
  type InterestedPlanValue,
  trades,
  type TradeValue,
} from "@/lib/validation/options";

import type { Audience } from "./purpose";

/**
 * The filters a founder narrows an audience with. Trade, size, plan and place come from the
 * waitlist form, so they apply to the two waitlist audiences only; the newsletter form asks for
 * an address alone. Dates are UK calendar days: "after" includes its day, "before" does not.
 */
export interface AudienceFilters {
  trade?: TradeValue;
  companySize?: CompanySizeValue;
  plan?: InterestedPlanValue;
  /** Founders: holders of places 1 to 100, those in line (confirmed beyond 100), or both. */
  founderGroup?: "places" | "in_line" | "all";
  placeFrom?: number;
  placeTo?: number;
  signedUpAfter?: string;
  signedUpBefore?: string;
}

export type FilterErrors = Partial<Record<keyof AudienceFilters, string>>;

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00Z`));

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Reads filters from a form or stored JSON; empty fields are no filter. */
export function parseFilters(
  audience: Audience,
  raw: Record<string, unknown>,
): { filters: AudienceFilters; errors: FilterErrors } {
  const filters: AudienceFilters = {};
  const errors: FilterErrors = {};
  const waitlist = audience !== "newsletter";
  const choose = <T extends string>(
    name: "trade" | "companySize" | "plan",
    options: readonly T[],
  ): T | undefined => {
    const value = text(raw[name]);
    if (!value) return undefined;
    if (!waitlist) errors[name] = "The newsletter form does not ask this; leave it empty.";
    else if (!options.includes(value as T)) errors[name] = "Choose one of the listed values.";
    else return value as T;
    return undefined;
  };
  filters.trade = choose("trade", trades);
  filters.companySize = choose("companySize", companySizes);
  filters.plan = choose("plan", interestedPlans);

  const group = text(raw.founderGroup);
  if (audience === "founders") {
    filters.founderGroup = (["places", "in_line", "all"] as const).find((g) => g === group);
    filters.founderGroup ??= "places";
  }
  for (const name of ["placeFrom", "placeTo"] as const) {
    const value = text(raw[name] === undefined ? "" : String(raw[name]));
    if (!value) continue;
    const n = Number(value);
    if (audience !== "founders") errors[name] = "Places apply to the founders audience only.";
    else if (!Number.isInteger(n) || n < 1 || n > 100) errors[name] = "A place from 1 to 100.";
    else filters[name] = n;
  }
  if (filters.placeFrom && filters.placeTo && filters.placeFrom > filters.placeTo)
    errors.placeTo = "The last place comes after the first.";
  for (const name of ["signedUpAfter", "signedUpBefore"] as const) {
    const value = text(raw[name]);
    if (!value) continue;
    if (isDay(value)) filters[name] = value;
    else errors[name] = "A date, as YYYY-MM-DD.";
  }
  for (const name of Object.keys(filters) as (keyof AudienceFilters)[])
    if (filters[name] === undefined) delete filters[name];
  return { filters, errors };
}
