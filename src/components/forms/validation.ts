import type { FieldErrors } from "@/lib/validation/schemas";

/** The first message per invalid field for these values (a form's schema, loaded on demand). */
export type Validator = (values: Record<string, string>) => FieldErrors;

/** A message, or undefined for a field the browser has checked and found valid. */
export type CheckedFields = Record<string, string | undefined>;

/** The form's current values for these fields, as the server will receive them. */
export function valuesOf(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * What the form shows after a check: every touched field gets an entry (its message, or undefined
 * once valid), so fields the visitor has not reached yet stay quiet.
 */
export function checkedFields(errors: FieldErrors, touched: ReadonlySet<string>): CheckedFields {
  const result: CheckedFields = {};
  for (const name of touched) result[name] = errors[name];
  return result;
}

type SchemaName =
  "waitlistSchema" | "waitlistCorrectionSchema" | "contactSchema" | "personalLinkSchema";

/** A form's validator: the schema, and zod with it, download only when this is first called. */
export const schemaValidator = (name: SchemaName) => (): Promise<Validator> =>
  import("@/lib/validation/schemas").then(
    (schemas) => (values) => schemas.check(schemas[name], values),
  );
