/**
 * Every token in our links (newsletter, waitlist confirmation, personal page) is a short URL-safe
 * string; anything else (NUL bytes, megabytes) names nothing and is never sent to the database,
 * where a NUL is an error rather than a miss.
 */
export function tokenShape(token: unknown): string | null {
  return typeof token === "string" && /^[A-Za-z0-9._-]{1,120}$/.test(token) ? token : null;
}
