import { waitlistConfirmCopy } from "@/content/confirmation";
import { myData } from "@/content/my-data";

import { formResultId } from "./validation/constants";
import { messages } from "./validation/messages";

export interface FormAnswer {
  /** The page a success posted without JavaScript is redirected to (decision 048). */
  path: `/${string}`;
  message: string;
  /** One plain line beside the specification's success message, never instead of it. */
  note?: string;
  /** Where a visitor goes from that page. */
  again: { href: string; label: string };
}

/** The way on from an answer that has no form to go back to: the confirmed page's own link. */
const home = { href: "/", label: waitlistConfirmCopy.homeLink };

/**
 * A form posted without JavaScript (or before the page's scripts ran) that succeeds is answered
 * with a redirect to a page of its own: Reload or Back then never posts the form again (a second
 * sign-up, a second notice to the founders), and Back never meets "Confirm Form Resubmission".
 */
export const formAnswers = {
  waitlist: {
    path: "/signup/joined",
    message: messages.waitlistSuccess,
    note: waitlistConfirmCopy.checkInbox,
    again: home,
  },
  contact: {
    path: "/contact/sent",
    message: messages.contactSuccess,
    again: { href: "/contact", label: "Send another message" },
  },
  personalLink: {
    path: "/my-data/sent",
    message: myData.requestSent,
    again: home,
  },
} as const satisfies Record<string, FormAnswer>;

/** Where the redirect goes: the answer's page, scrolled to the answer. */
export const formAnswerLocation = (answer: FormAnswer) => `${answer.path}#${formResultId}`;

/** The answer pages, for the checks that visit every public page (they are not in the sitemap). */
export const formAnswerPaths = Object.values(formAnswers).map((answer) => answer.path);
