/** Lifetimes of what the site keeps in the browser (the days come from content/browser-storage). */
const dayMs = 86_400_000;

/** Whether something saved at `savedAt` (ms or an ISO date) still counts after `days` days. */
export function isFresh(savedAt: unknown, days: number, now: number = Date.now()): boolean {
  const at = typeof savedAt === "string" ? Date.parse(savedAt) : savedAt;
  if (typeof at !== "number" || !Number.isFinite(at)) return false;
  // A date in the future (a clock put right since) counts as unreadable, not as fresh forever.
  return at <= now + dayMs && now - at < days * dayMs;
}
