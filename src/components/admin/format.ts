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

const londonParts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
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

/** An instant as a datetime-local field's value in UK time ("2027-03-28T09:00"), as it was set. */
export function londonInputValue(iso: string | null): string {
  if (!iso) return "";
  const part = Object.fromEntries(
    londonParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** "12,345" */
export function formatCount(value: number): string {
  return whole.format(value);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
