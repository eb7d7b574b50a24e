import "server-only";

import { getDatabase } from "../db";
import { tokenShape } from "../token-shape";
import {
  confirmSubscriptionByToken,
  type NewsletterLinkState,
  newsletterLinkState,
  type TokenOutcome,
  unsubscribeByToken,
} from "./newsletter-links";

export type { NewsletterLinkState, TokenOutcome } from "./newsletter-links";

/** What a newsletter link's page shows before its button is pressed (a GET changes nothing). */
export async function lookUpNewsletterLink(
  kind: "confirm" | "unsubscribe",
  token: string,
): Promise<NewsletterLinkState | null> {
  return newsletterLinkState((await getDatabase()).db, kind, token);
}

/** Double opt-in, step two: the link in the confirmation e-mail. Idempotent. */
export async function confirmSubscription(token: string): Promise<TokenOutcome> {
  if (!tokenShape(token)) return "invalid";
  return confirmSubscriptionByToken((await getDatabase()).db, token);
}

/** One-click unsubscribe: every subscription of that address stops, whatever its state. */
export async function unsubscribe(token: string): Promise<TokenOutcome> {
  if (!tokenShape(token)) return "invalid";
  return unsubscribeByToken((await getDatabase()).db, token);
}
