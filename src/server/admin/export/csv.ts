import "server-only";

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this byte-order mark. */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (tab and carriage return
 * too, as some importers strip them first); OWASP's advice is a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180 quoted when it holds a quote, comma or line break; timestamps ISO 8601. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, ended with CRLF as RFC 4180 and Excel expect. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
