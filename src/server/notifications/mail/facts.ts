import "server-only";

import { choiceLabel } from "@/lib/validation/fields";

/** "23 Nov 2026, 14:05" in UK time, as a founder or a visitor reads a time. */
export function ukTime(iso: string | number | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

export const text = (value: unknown) => (value == null || value === "" ? "-" : String(value));

/** The form's three fixed choices, in its order, as every e-mail that recaps them shows them. */
export const choiceFacts = (trade: unknown, size: unknown, plan: unknown): [string, string][] => [
  ["Trade", choiceLabel("trade", trade)],
  ["Company size", choiceLabel("company_size", size)],
  ["Plan", choiceLabel("interested_plan", plan)],
];
