import "server-only";

import { sql } from "drizzle-orm";

/** The console's ranges, in days ending today (UK). */
export const acquisitionRanges = [7, 28, 90, 365] as const;
export type AcquisitionRange = (typeof acquisitionRanges)[number];

export function parseAcquisitionRange(value: string | undefined): AcquisitionRange {
  return acquisitionRanges.find((range) => String(range) === value) ?? 28;
}

/** The first UK calendar day of a range of `days` ending today. */
export const firstDay = (days: number) =>
  sql`((now() at time zone 'Europe/London')::date - ${days - 1}::int)`;

/** The same bound as a timestamp, for tables keyed on created_at (the sign-ups). */
export const firstInstant = (days: number) =>
  sql`(${firstDay(days)}::timestamp at time zone 'Europe/London')`;
