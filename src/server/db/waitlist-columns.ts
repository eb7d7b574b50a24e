import "server-only";

import type { PgColumn } from "drizzle-orm/pg-core";

import { type WaitlistField, waitlistFieldNames } from "@/lib/validation/fields";
import type { WaitlistInput } from "@/lib/validation/schemas";

import { type WaitlistInsert, type WaitlistRow, waitlistSubmissions } from "./schema";

/**
 * The one column map: each field of the waitlist form (the specification's column names, as the
 * form, the API, the export, the notice and the download name them) to the table's property. The
 * SQL column carries the field's own name; a unit test holds the two together.
 */
export const waitlistColumns = {
  name: "name",
  email: "email",
  company: "company",
  trade: "trade",
  company_size: "companySize",
  interested_plan: "interestedPlan",
  back_office_users: "backOfficeUsers",
  field_users: "fieldUsers",
  current_software: "currentSoftware",
  additional_notes: "additionalNotes",
} as const satisfies Record<WaitlistField, keyof WaitlistRow & keyof WaitlistInsert>;

export type WaitlistRecord = { [F in WaitlistField]: WaitlistRow[(typeof waitlistColumns)[F]] };

/** The table's column for a field (for selects, filters and sorts). */
export function waitlistColumn(field: WaitlistField): PgColumn {
  return waitlistSubmissions[waitlistColumns[field]];
}

/** The columns of `fields`, keyed by field name, for a select or an export. */
export function waitlistColumnsOf(fields: readonly WaitlistField[] = waitlistFieldNames) {
  return Object.fromEntries(fields.map((field) => [field, waitlistColumn(field)])) as Record<
    WaitlistField,
    PgColumn
  >;
}

/** The row values of a parsed form (or of the fields a correction changes). */
export function toWaitlistRow<F extends WaitlistField>(
  input: Pick<WaitlistInput, F>,
  fields: readonly F[],
): Pick<WaitlistRow, (typeof waitlistColumns)[F]> {
  return Object.fromEntries(
    fields.map((field) => [waitlistColumns[field], input[field]]),
  ) as unknown as Pick<WaitlistRow, (typeof waitlistColumns)[F]>;
}

/** A stored (or about to be stored) row under the form's field names. */
export function toWaitlistRecord(
  row: Pick<WaitlistRow, (typeof waitlistColumns)[WaitlistField]>,
): WaitlistRecord {
  return Object.fromEntries(
    waitlistFieldNames.map((field) => [field, row[waitlistColumns[field]]]),
  ) as WaitlistRecord;
}
