import { keptUtm } from "./utm-rule";
import type { Visit } from "./visit";
import type { Attribution } from "./wire";
import type { FirstTouch } from "./first-touch";

/**
 * What a sign-up carries about its source: nothing without performance consent; the current
 * visit's start with it; and the first source ever seen only when marketing is allowed too. UTM
 * values kept in the browser before the UTM rule (an e-mail address in a campaign) stay there.
 */
export function buildAttribution(
  consent: { performance: boolean; marketing: boolean },
  visit: Visit | null,
  firstTouch: FirstTouch | null,
): Attribution | null {
  if (!consent.performance || !visit) return null;
  const attribution: Attribution = {
    visit: visit.id,
    landing: visit.landing,
    referrer: visit.referrer,
    utm: keptUtm(visit.utm),
  };
  if (consent.marketing && firstTouch)
    attribution.firstTouch = { ...firstTouch, utm: keptUtm(firstTouch.utm) };
  return attribution;
}
