import "server-only";

import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_FIELD } from "@/lib/validation/constants";

/** The named text fields of a posted form; files and unknown names are ignored. */
export function readFields(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The anti-bot fields every form carries (see DESIGN.md, "Anti-spam"). */
export function readBotSignals(read: (name: string) => unknown) {
  const honeypot = read(HONEYPOT_FIELD);
  const started = Number(read(STARTED_FIELD));
  return {
    honeypot: typeof honeypot === "string" ? honeypot : null,
    startedAt: Number.isFinite(started) && started > 0 ? started : null,
  };
}

/** The honeypot was filled, or the form was sent sooner than a person could type it. */
export function looksAutomated(signals: {
  honeypot?: string | null;
  startedAt?: number | null;
}): boolean {
  if (signals.honeypot && signals.honeypot.trim() !== "") return true;
  const started = signals.startedAt;
  return (
    typeof started === "number" && Number.isFinite(started) && Date.now() - started < MIN_FILL_MS
  );
}

export const waitlistFields = [
  "name",
  "email",
  "company",
  "trade",
  "company_size",
  "interested_plan",
  "back_office_users",
  "field_users",
  "current_software",
  "additional_notes",
] as const;
export const contactFields = ["name", "email", "message"] as const;
export const newsletterFields = ["email"] as const;
