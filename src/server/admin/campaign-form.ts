import type { DraftErrors, DraftInput } from "../campaigns/store";

/** The filter fields the draft form posts, by the names parseFilters reads. */
export const filterFields = [
  "trade",
  "companySize",
  "plan",
  "founderGroup",
  "placeFrom",
  "placeTo",
  "signedUpAfter",
  "signedUpBefore",
] as const;

/**
 * The form offers purpose and audience as one choice of the allowed pairs (decision 087), so a
 * page without scripts cannot offer a pair the server refuses: "launch_announcement/newsletter".
 */
export const targetValue = (purpose: string, audience: string) => `${purpose}/${audience}`;

/** The posted draft form as validateDraft reads it. */
export function draftFromForm(form: Record<string, string | undefined>): DraftInput {
  const [purpose = "", audience = ""] = (form.target ?? "").split("/");
  const filters: Record<string, unknown> = {};
  for (const field of filterFields) if (form[field]) filters[field] = form[field];
  return {
    name: form.name ?? "",
    audience,
    purpose,
    subject: form.subject ?? "",
    preheader: form.preheader ?? "",
    bodyMarkdown: (form.body ?? "").replace(/\r\n/g, "\n"),
    ratePerMinute: Number(form.rate || NaN),
    filters,
  };
}

const fieldLabels: Record<string, string> = {
  name: "Name",
  audience: "Purpose and audience",
  purpose: "Purpose and audience",
  subject: "Subject",
  preheader: "Preheader",
  bodyMarkdown: "Message",
  ratePerMinute: "Messages a minute",
  trade: "Trade",
  companySize: "Company size",
  plan: "Plan of interest",
  placeFrom: "From place",
  placeTo: "To place",
  signedUpAfter: "Signed up on or after",
  signedUpBefore: "Signed up before",
  state: "Draft",
};

/** validateDraft's errors as one answer a founder can act on: "Subject: At most 200 characters." */
export function draftErrorText(errors: DraftErrors): string {
  const lines = Object.entries(errors).map(
    ([field, message]) => `${fieldLabels[field] ?? field}: ${message}`,
  );
  return `The draft was not saved.\n${lines.join("\n")}\nGo back to correct it: what you typed is kept.`;
}
