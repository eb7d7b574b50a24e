/**
 * Shown beside the waitlist's success message (spec section 8), never instead of it. A module of
 * its own: the waitlist form needs only this line, and importing confirmation.ts would bring the
 * e-mail link pages' copy (and site.ts with it) into the sign-up page's JavaScript. The same for
 * every address: a founder signing up again is told so in the e-mail, which only the mailbox
 * reads; an answer on screen that differed would tell anyone typing an address who has a place.
 * True, too, once the places are gone: a released one goes to the first confirmed in line (078).
 */
export const waitlistCheckInbox =
  "We've sent you an e-mail: if your address isn't confirmed yet, open the link in it to confirm it. Founder places go to confirmed addresses, in the order they confirm.";
