/**
 * One set of zod schemas for the browser (loaded when a form is first used) and the server (actions
 * and JSON API).
 * Field names are the spec's column names (section 3), so API clients and the table agree.
 */
import { z } from "zod";

import { limits } from "./constants";
import {
  contactFieldLabels as contactLabel,
  type ContactField,
  correctableFieldNames,
  waitlistFieldLabels as label,
  type WaitlistField,
} from "./fields";
import { companySizes, interestedPlans, trades } from "./options";

// Zod compiles object parsers with `new Function` unless told not to. Our policy has no
// 'unsafe-eval' (docs/decisions/007), so in the browser even its probe is a reported violation.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * What a one-line field may not hold: control characters (Cc: line breaks, tab, NUL...), format
 * characters (Cf: bidi overrides, zero-width space...), lone surrogates (Cs) and the Unicode line
 * and paragraph separators. Our values end up in e-mail bodies and CSV cells, where a line break
 * lets a stranger write lines of their own. The zero-width joiner and non-joiner are Cf but
 * legitimate (emoji sequences, Persian and Indic names), so they stay.
 */
const NOT_ONE_LINE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;
/** Multi-line text keeps tab and line breaks; NUL, other controls and lone surrogates go (a NUL
 * cannot be stored in PostgreSQL text, a lone surrogate not in jsonb). */
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
/** A character someone can see: not a space, control, format or combining mark, nor one of the
 * blank "letters" (Hangul fillers, braille blank) that pass for one. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;

type TextKind = "line" | "lines";

const textRules = (label: string, max: number, kind: TextKind) => (schema: z.ZodString) =>
  schema
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (value) => !(kind === "line" ? NOT_ONE_LINE : NOT_TEXT).test(value),
      kind === "line"
        ? `${label} must be on one line, without control characters`
        : `${label} must not contain control characters`,
    );

const requiredText = (label: string, max: number, kind: TextKind = "line") =>
  textRules(
    label,
    max,
    kind,
  )(
    z
      .string({ error: `${label} is required` })
      .trim()
      .regex(VISIBLE, `${label} is required`),
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
  .refine((value) => !NOT_ONE_LINE.test(value), "Enter a valid email address")
  .pipe(z.email("Enter a valid email address"));

/**
 * Spec section 5 says non-numeric user counts become 0 (then the minimum decides). We read that
 * as "words become 0": text of decimal digits is a count, text with no digit at all (and no
 * control character) is 0, and anything else that holds a digit ("0x10", "1e3", "1.5", "+3") is
 * refused as not a whole number, never read the way JavaScript's Number() would (16, 1000).
 * JSON numbers are taken as they are.
 */
function userCount(label: string, min: number) {
  return z.preprocess(
    (value) => {
      if (typeof value === "number") return Number.isFinite(value) ? value : 0;
      if (typeof value !== "string") return 0;
      const text = value.trim();
      if (/^[0-9]+$/.test(text)) return Number(text);
      if (text === "" || !/[0-9\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(text)) return 0;
      return Number.NaN;
    },
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(limits.users, `${label} must be at most ${limits.users}`),
  );
}

const choice = <T extends readonly [string, ...string[]]>(message: string, values: T) =>
  z.enum(values, { error: message });

// `satisfies` holds the rules to the field list of fields.ts: a field added there and not here,
// or here and not there, does not compile.
export const waitlistSchema = z.object({
  name: requiredText(label.name, limits.name),
  email: emailField,
  company: requiredText(label.company, limits.company),
  trade: choice("Choose your trade", trades),
  company_size: choice("Choose a company size", companySizes),
  interested_plan: choice("Choose a plan", interestedPlans),
  back_office_users: userCount(label.back_office_users, 1),
  field_users: userCount(label.field_users, 0),
  current_software: optionalText(label.current_software, limits.currentSoftware),
  additional_notes: optionalText(label.additional_notes, limits.additionalNotes, "lines"),
} satisfies Record<WaitlistField, z.ZodType>);

/**
 * What a person may correct on their own page (/my-data): the waitlist form's own rules and
 * messages for those fields.
 */
export const waitlistCorrectionSchema = waitlistSchema.pick(
  Object.fromEntries(correctableFieldNames.map((name) => [name, true])) as {
    [K in (typeof correctableFieldNames)[number]]: true;
  },
);

export const contactSchema = z.object({
  name: requiredText(contactLabel.name, limits.name),
  email: emailField,
  message: requiredText(contactLabel.message, limits.message, "lines"),
} satisfies Record<ContactField, z.ZodType>);

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

/**
 * The page a form came from, as the browser says it: metadata, not something the person typed,
 * so it is cleaned rather than refused. One line, no control or format characters, at most `max`
 * code points (never half a surrogate pair, which jsonb would refuse).
 */
export function sourceText(value: string | null | undefined, max: number): string {
  const cleaned = (value ?? "").replace(new RegExp(NOT_ONE_LINE.source, "gu"), "");
  return Array.from(cleaned).slice(0, max).join("");
}
