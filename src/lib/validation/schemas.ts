/**
 * One set of zod schemas for the browser (loaded when a form is first used) and the server (actions
 * and JSON API).
 * Field names are the spec's column names (section 3), so API clients and the table agree.
 */
import { z } from "zod";

import { limits } from "./constants";
import { companySizes, interestedPlans, trades } from "./options";

// Zod compiles object parsers with `new Function` unless told not to. Our policy has no
// 'unsafe-eval' (docs/decisions/007), so in the browser even its probe is a reported violation.
if (typeof window !== "undefined") z.config({ jitless: true });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(limits.email, `Email must be at most ${limits.email} characters`)
  .pipe(z.email("Enter a valid email address"));

/** Spec section 5: non-numeric user counts become 0 (then the minimum decides). */
function userCount(label: string, min: number) {
  return z.preprocess(
    (value) => {
      if (typeof value === "number") return Number.isFinite(value) ? value : 0;
      if (typeof value === "string") {
        const parsed = Number(value.trim());
        return value.trim() === "" || !Number.isFinite(parsed) ? 0 : parsed;
      }
      return 0;
    },
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(limits.users, `${label} must be at most ${limits.users}`),
  );
}

const choice = <T extends readonly [string, ...string[]]>(message: string, values: T) =>
  z.enum(values, { error: message });

export const waitlistSchema = z.object({
  name: requiredText("Name", limits.name),
  email: emailField,
  company: requiredText("Company", limits.company),
  trade: choice("Choose your trade", trades),
  company_size: choice("Choose a company size", companySizes),
  interested_plan: choice("Choose a plan", interestedPlans),
  back_office_users: userCount("Back-office users", 1),
  field_users: userCount("Field users", 0),
  current_software: optionalText("Current software", limits.currentSoftware),
  additional_notes: optionalText("Additional notes", limits.additionalNotes),
});

/**
 * What a person may correct on their own page (/my-data): the waitlist form's own rules and
 * messages for those fields. The address is the page's key and is not corrected here.
 */
export const waitlistCorrectionSchema = waitlistSchema.pick({
  name: true,
  company: true,
  trade: true,
  company_size: true,
  interested_plan: true,
  back_office_users: true,
  field_users: true,
});

export const contactSchema = z.object({
  name: requiredText("Name", limits.name),
  email: emailField,
  message: requiredText("Message", limits.message),
});

export const newsletterSchema = z.object({
  email: emailField,
});

/** "E-mail me a link to my page" (/my-data). */
export const personalLinkSchema = z.object({
  email: emailField,
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
export type WaitlistCorrection = z.infer<typeof waitlistCorrectionSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export type FieldErrors = Record<string, string>;

/** First message per field, keyed by the field name; "form" for errors not tied to a field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    result[key] ??= issue.message;
  }
  return result;
}

/** The first message per field for these values; empty when they are valid. */
export function check(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** Trimmed and lower-cased: the key of the rate limit and of founder places. */
/** Providers known to ignore dots in the local part and to share one mailbox across both domains. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, for comparing (never for storing: we keep what the person
 * typed). Lower-cased and trimmed; a `+tag` sub-address is its base address; at Gmail dots in the
 * local part are ignored and googlemail.com is gmail.com (decision 016).
 */
export function normaliseEmail(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return lowered;
  let local = lowered.slice(0, at);
  let domain = lowered.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "") || local;
  }
  return `${local}@${domain}`;
}
