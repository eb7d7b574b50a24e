/**
 * The forms' fields as the pages render them: order, labels and the option lists of the choice
 * fields. No zod here, so a page can render a form without downloading the schemas; schemas.ts
 * builds its rules over exactly these names (the compiler holds the two together), and the server
 * maps them to table columns in one place (src/server/db/waitlist-columns.ts).
 */
import * as options from "./options";

/** The waitlist form's fields, in the form's order, under the specification's column names. */
export const waitlistFieldLabels = {
  name: "Name",
  email: "Email",
  company: "Company",
  trade: "Trade",
  company_size: "Company size",
  interested_plan: "Interested plan",
  back_office_users: "Back-office users",
  field_users: "Field users",
  current_software: "Current software",
  additional_notes: "Additional notes",
} as const;

export type WaitlistField = keyof typeof waitlistFieldLabels;
export const waitlistFieldNames = Object.keys(waitlistFieldLabels) as WaitlistField[];

/** What a person may correct on their own page: the address is the page's key, and free text
 * (software, notes) is left as sent. */
export const correctableFieldNames = [
  "name",
  "company",
  "trade",
  "company_size",
  "interested_plan",
  "back_office_users",
  "field_users",
] as const satisfies readonly WaitlistField[];

export const contactFieldLabels = { name: "Name", email: "Email", message: "Message" } as const;
export type ContactField = keyof typeof contactFieldLabels;
export const contactFieldNames = Object.keys(contactFieldLabels) as ContactField[];

/** The fixed choices, each with the words a person reads for a stored value. */
export const choiceFields = {
  trade: { options: options.trades, label: options.tradeLabel },
  company_size: { options: options.companySizes, label: options.companySizeLabel },
  interested_plan: { options: options.interestedPlans, label: options.interestedPlanLabel },
} as const;

export type ChoiceField = keyof typeof choiceFields;

export const isChoiceField = (field: string): field is ChoiceField => field in choiceFields;

/** The label of a stored choice; a value no longer on the list (an old row) shows as stored. */
export function choiceLabel(field: ChoiceField, value: unknown): string {
  const text = String(value ?? "");
  const choice = choiceFields[field] as {
    options: readonly string[];
    label: (value: string) => string;
  };
  return choice.options.includes(text) ? choice.label(text) : text;
}
