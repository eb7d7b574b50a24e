import { messages } from "@/lib/validation/messages";

import { site } from "./site";

/** The wording shown beside the newsletter box; stored with each subscription (DESIGN.md, "Data"). */
export const newsletterConsent = {
  version: "2026-11-21",
  text: `Send me the ${site.name} newsletter: practical articles for trades businesses and launch news. Unsubscribe at any time.`,
} as const;

export type NewsletterOutcome =
  "pending" | "confirmed" | "unsubscribed" | "invalid" | "invalid-email" | "rate-limited" | "error";

/** The pages a newsletter form post or e-mail link lands on (they work without JavaScript). */
export const newsletterOutcomes: Record<
  NewsletterOutcome,
  { title: string; body: string; ok: boolean }
> = {
  pending: {
    title: "Check your inbox",
    body: messages.newsletterSuccess,
    ok: true,
  },
  confirmed: {
    title: "Subscription confirmed",
    body: messages.newsletterConfirmed,
    ok: true,
  },
  unsubscribed: {
    title: "Unsubscribed",
    body: messages.newsletterUnsubscribed,
    ok: true,
  },
  invalid: { title: "Link not valid", body: messages.newsletterBadToken, ok: false },
  "invalid-email": {
    title: "Check your e-mail address",
    body: "That doesn't look like a valid e-mail address. Please go back and try again.",
    ok: false,
  },
  "rate-limited": {
    title: "Too many attempts",
    body: messages.rateLimited,
    ok: false,
  },
  error: { title: "Something went wrong", body: messages.generic, ok: false },
};
