import { readVisit, ensureVisit } from "@/lib/analytics/visit";
import { randomId } from "@/lib/analytics/visit-source";
import type { ConsentChoice } from "@/lib/analytics/wire";
import { type ConsentAction, CONSENT_PATH } from "@/lib/analytics/wire-constants";
import { optionalConsentCategories } from "@/content/consent";

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

/**
 * The visit id a choice is posted with: the counted visit's when there is one (or one starts now,
 * performance being allowed); otherwise a random id kept nowhere, so a refusal identifies no one.
 */
function visitIdFor(next: ConsentChoices): string {
  return (next.performance ? ensureVisit() : readVisit())?.id ?? randomId();
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

/** Fire and forget: a lost proof must never stop the banner from closing. */
export function postConsentChoice(
  previous: ConsentChoices | null,
  next: ConsentChoices & { version: number },
) {
  const body = consentChoiceBody(previous, next, visitIdFor(next));
  fetch(CONSENT_PATH, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => {});
}
