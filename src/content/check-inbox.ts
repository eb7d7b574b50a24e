/**
 * Shown beside the waitlist's success message (spec section 8), never instead of it. A module of
 * its own: the waitlist form needs only this line, and importing confirmation.ts would bring the
 * e-mail link pages' copy (and site.ts with it) into the sign-up page's JavaScript.
 */
export const waitlistCheckInbox =
  "We've sent you an e-mail: open the link in it to confirm your address and claim your founder place.";
