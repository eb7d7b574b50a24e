/** Display formats for the console: UK time, whatever zone the server runs in. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

const whole = new Intl.NumberFormat("en-GB");

/** "21 Nov 2026, 14:05" */
export function formatDateTime(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : "—";
}

/** "21 Nov" from a YYYY-MM-DD calendar day. */
export function formatDay(day: string): string {
  return dayMonth.format(new Date(`${day}T12:00:00Z`));
}

/** "12,345" */
export function formatCount(value: number): string {
  return whole.format(value);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
