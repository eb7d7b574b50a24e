import "server-only";

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this byte-order mark. */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet may run a cell as a formula when it starts with `=`, `+`, `-` or `@`, or with `;`
 * (Excel in a semicolon-list locale reads `;=1+1` as a formula), also after leading spaces or
 * control characters that an importer strips first, and with their full-width forms that some
 * normalise. Such a cell, and any that starts with a tab or a line break, gets OWASP's leading
 * apostrophe, so it is shown as text.
 */
const FORMULA_START =
  /^(?:[\p{White_Space}\p{Cc}]*[=+\-@;\uff1d\uff0b\uff0d\uff20\uff1b]|[\t\r\n])/u;

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
