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

const ukTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as UK Excel reads a date and time ("05/03/2026 09:15", dd/mm/yyyy hh:mm), in UK time:
 * ISO 8601 text in UTC was left as text, an hour out in summer.
 */
export function ukDateTime(date: Date): string {
  const part = Object.fromEntries(
    ukTime.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** One cell, RFC 4180 quoted when it holds a quote, comma or line break; times as `ukDateTime`. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return ukDateTime(value);
  if (typeof value !== "string") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, ended with CRLF as RFC 4180 and Excel expect. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
