import { optionalConsentCategories } from "@/content/consent";
import { randomId } from "@/lib/analytics/random-id";
import { ensureVisit, readVisit } from "@/lib/analytics/visit";
import type { ConsentChoice } from "@/lib/analytics/wire";
import { type ConsentAction, CONSENT_PATH } from "@/lib/analytics/wire-constants";

import type { ConsentChoices } from "./record";

/**
 * How the proof of consent names a choice: all on is "accept"; turning off anything granted
 * before is "withdraw"; all off otherwise is "reject"; any other mix is "customise".
 */
export function consentAction(
  previous: ConsentChoices | null,
  next: ConsentChoices,
): ConsentAction {
  if (optionalConsentCategories.every((id) => next[id])) return "accept";
  if (previous && optionalConsentCategories.some((id) => previous[id] && !next[id]))
    return "withdraw";
  return optionalConsentCategories.some((id) => next[id]) ? "customise" : "reject";
}

export function consentChoiceBody(
  previous: ConsentChoices | null,
  next: ConsentChoices & { version: number },
  visit: string,
): ConsentChoice {
  return {
    v: 1,
    visit,
    bannerVersion: next.version,
    action: consentAction(previous, next),
    categories: {
      performance: next.performance,
      functionality: next.functionality,
      marketing: next.marketing,
    },
  };
}

/**
 * Posts a choice as proof of consent, fire and forget: a lost proof must never stop the banner
 * from closing. It is sent in the click's own task (keepalive, so it outlives the page): a link
 * followed at once must end neither the proof nor the visit it names. With performance allowed
 * the id is the counted visit's, started here if need be with this page as its landing (the
 * beacon, which loads later, carries it on); otherwise it is the visit being ended, or a random
 * one kept nowhere, so a refusal identifies no one.
 */
export function postConsentChoice(
  previous: ConsentChoices | null,
  next: ConsentChoices & { version: number },
): Promise<void> {
  const visit = next.performance ? ensureVisit().id : (readVisit()?.id ?? randomId());
  return fetch(CONSENT_PATH, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(consentChoiceBody(previous, next, visit)),
  }).then(
    () => {},
    () => {},
  );
}
