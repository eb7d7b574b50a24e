import { attributionSchema } from "@/lib/analytics/wire";
import type { PersonalData } from "@/server/people/data";

type StoredAttribution = PersonalData["waitlist"][number]["attribution"];

const firstTouchSchema = attributionSchema.shape.firstTouch.unwrap();

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** One visit's page, site and campaign tags, as words. */
function visitWords(landing?: string | null, referrer?: string | null, utm?: object) {
  return [
    landing && `landed on ${landing}`,
    referrer && `from ${referrer}`,
    ...Object.entries(utm ?? {}).map(([key, value]) => `utm_${key} ${String(value)}`),
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Where a sign-up came from, in words a person reads on their own page: this visit, then the first
 * one this browser remembers. A first visit stored in a shape this code does not know is shown as
 * stored, never left out.
 */
export function attributionLine(attribution: StoredAttribution): string | null {
  if (!attribution) return null;
  const parts = [visitWords(attribution.landing_page, attribution.referrer_host, attribution.utm)];
  if (attribution.first_touch) {
    const first = firstTouchSchema.safeParse(attribution.first_touch);
    if (first.success) {
      const { landing, referrer, utm, firstSeen } = first.data;
      const words = visitWords(landing, referrer, utm);
      parts.push(`first visit ${day.format(new Date(firstSeen))}${words ? `: ${words}` : ""}`);
    } else parts.push(`first visit ${JSON.stringify(attribution.first_touch)}`);
  }
  return parts.filter(Boolean).join("; ") || null;
}
