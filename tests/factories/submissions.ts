import { randomUUID } from "node:crypto";

/** Valid form input with a unique e-mail; override any field. */
export function buildWaitlistInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Sam Carter",
    email: `sam.${randomUUID().slice(0, 8)}@example.co.uk`,
    company: "Carter Electrical Ltd",
    trade: "electrician",
    company_size: "6-20",
    interested_plan: "professional",
    back_office_users: 2,
    field_users: 8,
    current_software: "Spreadsheets",
    additional_notes: "",
    ...overrides,
  };
}

export function buildContactInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Priya Shah",
    email: `priya.${randomUUID().slice(0, 8)}@example.co.uk`,
    message: "Does it handle CIS deductions?",
    ...overrides,
  };
}
