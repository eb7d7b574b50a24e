/** "20 March 2025" from an ISO date, fixed to UK time so builds in any zone agree. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
