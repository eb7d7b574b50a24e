import { waitlistCheckInbox } from "./check-inbox";
import { founderOffer, site } from "./site";

/**
 * What the pages behind the e-mail links say (decision 016): each shows one button, because
 * opening a link (as mail scanners do) must never act.
 */
export const waitlistConfirmCopy = {
  metaTitle: "Confirm your founder place",
  ask: {
    title: "Confirm your e-mail address",
    body: `Press the button to confirm this address and claim your ${site.name} founder place. Places go to the first ${founderOffer.places} trades businesses to confirm.`,
    /** The body once every place is taken: confirming puts the address in line (078). */
    inLine: `Press the button to confirm this address. All ${founderOffer.places} founder places have been claimed; confirming puts you in line, and if a founder gives up their place it goes to the first confirmed address waiting.`,
    button: "Confirm my address",
  },
  founder: (place: number) => ({
    title: `You're founder number ${place}`,
    body: `Your address is confirmed and founder place ${place} of ${founderOffer.places} is yours: when you subscribe at launch, founder pricing (up to ${founderOffer.maxDiscountPercent}% off) is locked in for life.`,
  }),
  waitlisted: {
    title: "You're on the waitlist",
    body: `Your address is confirmed. All ${founderOffer.places} founder places have been claimed, but you're on the waitlist and in line for one: if a founder gives up their place, it goes to the first confirmed address waiting, and we'll e-mail you.`,
  },
  /** Under the confirmed page, so it is not a dead end. */
  homeLink: "Back to the home page",
  invalid: {
    title: "This link doesn't work",
    body: `The link is incomplete, or the sign-up it belonged to has been deleted (unconfirmed sign-ups are deleted after a few days). You can join the waitlist again.`,
  },
  /** Shown beside the waitlist's success message (spec section 8), never instead of it. */
  checkInbox: waitlistCheckInbox,
} as const;

export const newsletterLinkCopy = {
  confirm: {
    metaTitle: "Confirm your newsletter subscription",
    title: "Confirm your subscription",
    body: `Press the button to start receiving the ${site.name} newsletter.`,
    button: "Confirm my subscription",
    /** An old confirm link of an address that has since unsubscribed: it subscribes nothing. */
    unsubscribed: {
      title: "You've unsubscribed",
      body: `This address has unsubscribed from the ${site.name} newsletter, so this link no longer subscribes it. To receive the newsletter again, sign up from the box at the foot of this page.`,
    },
  },
  unsubscribe: {
    metaTitle: "Unsubscribe from the newsletter",
    title: "Unsubscribe from the newsletter",
    body: `Press the button and we'll stop sending you the ${site.name} newsletter.`,
    button: "Unsubscribe",
  },
} as const;
