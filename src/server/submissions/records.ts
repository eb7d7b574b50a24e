import "server-only";

import type { ContactRow, WaitlistRow } from "../db/schema";

/** A waitlist row under the spec's column names, as the founders' notice and the webhook send it. */
export function waitlistRecord(row: WaitlistRow): Record<string, string | number> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    trade: row.trade,
    company_size: row.companySize,
    interested_plan: row.interestedPlan,
    back_office_users: row.backOfficeUsers,
    field_users: row.fieldUsers,
    current_software: row.currentSoftware,
    additional_notes: row.additionalNotes,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}

export function contactRecord(row: ContactRow): Record<string, string | number> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}
