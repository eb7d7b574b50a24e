import { emails } from "./site";

/** How long a link to a person's own page works (days); the e-mail and the page both say it. */
export const PERSONAL_LINK_DAYS = 30;

/** The copy of a person's own page (/my-data) and of the e-mail that carries its link. */
export const myData = {
  requestTitle: "See, download, correct or delete your data",
  requestDescription:
    "See, download, correct or delete what Grafter holds about your e-mail address.",
  requestIntro:
    "Enter the e-mail address you gave us. If we hold anything for it, we'll e-mail it a private link to a page showing everything we hold, where you can download it, correct it or delete it. No account or password needed.",
  /** The same answer whether or not the address is known: it must reveal nothing. */
  requestSent: `Thanks. If we hold anything for that address, we've e-mailed it a link to your page. The link works for ${PERSONAL_LINK_DAYS} days. Check your spam folder if it hasn't arrived in a few minutes.`,
  requestButton: "E-mail me a link",
  badLinkTitle: "This link has expired or isn't valid",
  badLinkBody: `Links to your page work for ${PERSONAL_LINK_DAYS} days. Ask for a fresh one below and we'll e-mail it to you.`,
  /** A link made before its address was erased (decision 076): it names no address. */
  closedLink:
    "This link was closed when everything held for its address was deleted, so it opens nothing now.",
  closedLinkNext: "If you have given us the address again since, ask for a fresh link.",
  pageTitle: "Your data",
  nothingHeld: "We hold nothing about this address.",
  corrected: "Your changes are saved.",
  notFound: "That entry is no longer held about this address.",
  /** Beside an entry the bot checks kept back (a form sent faster than a person types, say). */
  heldBack:
    "Held back by our spam checks: the founders weren't told of it, and it counts for no founder place. If it was you, send it again or write to us.",
  unsubscribed: "You're unsubscribed: we won't send you the newsletter again.",
  unsubscribeButton: "Unsubscribe from the newsletter",
  /** The do-not-mail list (decisions 087 and 090), shown only on the person's own page. */
  suppressionTitle: "Do-not-mail list",
  suppressionReasons: {
    unsubscribed: "you asked us to stop writing to it",
    bounced: "mail to it bounced: the receiving server said it could not be delivered",
    complained: "a message we sent it was reported as spam",
    founder: "we were asked to stop writing to it",
  },
  suppressionEffect:
    "We send it no newsletter, launch news or founder invitations, and a new newsletter sign-up for it does nothing. E-mails you ask for, like the link to this page, still come.",
  suppressionLiftButton: "Take this address off the do-not-mail list",
  suppressionLifted:
    "This address is off the do-not-mail list: the lists you're on can write to it again. If you left the newsletter, subscribe again to get it.",
  deleted:
    "Everything we held about this address has been deleted, including any founder place it held.",
  deleteTitle: "Delete everything we hold about you",
  deleteBody:
    "This removes, at once and for good, every waitlist entry, contact message and newsletter subscription for this address, its founder place if it has one, and the e-mails we keep about it. We keep a record that a deletion happened, with no personal details in it.",
  deleteButton: "Delete everything",
  privacyContact: emails.privacy,
} as const;
