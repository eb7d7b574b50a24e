import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../../db";

/**
 * What each table of the Acquisition section is read over: the last `days` UK days, from the
 * daily roll-up before `rolled` and from the raw rows after it.
 */
export interface AcquisitionRead {
  db: Database;
  days: number;
  rolled: string | null;
}

/** The first UK calendar day of a range of `days` ending today. */
export const firstDay = (days: number) =>
  sql`((now() at time zone 'Europe/London')::date - ${days - 1}::int)`;

/** The same bound as a timestamp, for tables keyed on created_at (the sign-ups). */
export const firstInstant = (days: number) =>
  sql`(${firstDay(days)}::timestamp at time zone 'Europe/London')`;

/**
 * Whether the sign-up row aliased `submission` came from a visit the analytics stored: it carried
 * attribution (performance was allowed) naming a visit whose page views were counted. The ratios
 * of sign-ups to visits use only these, so the same visitors are above and below the line.
 */
export const fromStoredVisit = (submission: string) =>
  sql`exists (select 1 from signup_attributions a
                join analytics_visits v on v.visit_id = a.visit_id
              where a.submission_id = ${sql.identifier(submission)}.id)`;
