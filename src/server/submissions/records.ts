import "server-only";

import type { ContactInsert, WaitlistInsert } from "../db/schema";

// The founders' notice and the webhook send a submission under the spec's column names. `id` and
// `created_at` are added by the statement that stores it (repository.ts, insertGated).

export function waitlistRecord(row: WaitlistInsert): Record<string, string | number> {
  return {
    name: row.name,
    email: row.email,
    company: row.company,
    trade: row.trade,
    company_size: row.companySize,
    interested_plan: row.interestedPlan,
    back_office_users: row.backOfficeUsers ?? 0,
    field_users: row.fieldUsers ?? 0,
    current_software: row.currentSoftware ?? "",
    additional_notes: row.additionalNotes ?? "",
    source: row.source ?? "",
  };
}

export function contactRecord(row: ContactInsert): Record<string, string | number> {
  return {
    name: row.name,
    email: row.email,
    message: row.message,
    source: row.source ?? "",
  };
}
