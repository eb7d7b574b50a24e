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

/**
 * What a one-line field may not hold: control characters (Cc: line breaks, tab, NUL...), format
 * characters (Cf: bidi overrides, zero-width space...) and the Unicode line and paragraph
 * separators. Our values end up in e-mail bodies, CSV cells and log-free admin screens, where a
 * line break lets a stranger write lines of their own. The zero-width joiner and non-joiner are
 * Cf but legitimate (emoji sequences, Persian and Indic names), so they stay.
 */
const NOT_ONE_LINE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\u2028\u2029]/u;

type TextKind = "line" | "lines";

const textRules = (label: string, max: number, kind: TextKind) => (schema: z.ZodString) => {
  const bounded = schema.max(max, `${label} must be at most ${max} characters`);
  return kind === "line"
    ? bounded.refine(
        (value) => !NOT_ONE_LINE.test(value),
        `${label} must be on one line, without control characters`,
      )
    : bounded;
};

const requiredText = (label: string, max: number, kind: TextKind = "line") =>
  textRules(
    label,
    max,
    kind,
  )(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`),
  );

const optionalText = (label: string, max: number, kind: TextKind = "line") =>
  textRules(
    label,
    max,
    kind,
  )(z.string({ error: `${label} must be text` }).trim())
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
  additional_notes: optionalText("Additional notes", limits.additionalNotes, "lines"),
});

export const contactSchema = z.object({
  name: requiredText("Name", limits.name),
  email: emailField,
  message: requiredText("Message", limits.message, "lines"),
});

export const newsletterSchema = z.object({
  email: emailField,
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
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
