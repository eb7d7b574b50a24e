import "server-only";

import { sql } from "drizzle-orm";

/** The first UK calendar day of a range of `days` ending today. */
export const firstDay = (days: number) =>
  sql`((now() at time zone 'Europe/London')::date - ${days - 1}::int)`;

/** The same bound as a timestamp, for tables keyed on created_at (the sign-ups). */
export const firstInstant = (days: number) =>
  sql`(${firstDay(days)}::timestamp at time zone 'Europe/London')`;
