import "server-only";

import { emails, founderOffer, site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-config";

import type {
  FounderNotice,
  MailboxState,
  NewsletterConfirmation,
  WaitlistConfirmation,
} from "./types";

interface Composed {
  subject: string;
  text: string;
}

const labels: Record<string, string> = {
  id: "ID",
  name: "Name",
  email: "Email",
  company: "Company",
  trade: "Trade",
  company_size: "Company size",
  interested_plan: "Interested plan",
  back_office_users: "Back-office users",
  field_users: "Field users",
  current_software: "Current software",
  additional_notes: "Additional notes",
  message: "Message",
  source: "Came from",
  created_at: "Submitted at",
  founder_place: "Founder place",
  previous_sign_ups: "Earlier sign-ups from this address",
};

/** To the founders: every field of the submission, and what they need to judge it. */
export function founderNoticeMail(notice: FounderNotice): Composed {
  const { submission } = notice;
  const lines = Object.entries(submission).map(
    ([key, value]) => `${labels[key] ?? key}: ${value === "" ? "-" : value}`,
  );
  const who = `${submission.name} <${submission.email}>`;
  return { subject: founderNoticeSubject(notice, who), text: `${lines.join("\n")}\n` };
}

function founderNoticeSubject(notice: FounderNotice, who: string): string {
  const { submission } = notice;
  switch (notice.type) {
    case "waitlist":
      return `New waitlist sign-up: ${submission.company} (${submission.trade}, ${submission.interested_plan})`;
    case "confirmation":
      return submission.founder_place == null
        ? `Waitlist address confirmed (founder places gone): ${submission.company}`
        : `Founder place ${submission.founder_place} of ${founderOffer.places} confirmed: ${submission.company}`;
    default:
      return `New contact message from ${who}`;
  }
}

/**
 * Mail to an address nobody has verified yet echoes nothing the sender typed but a first name
 * (issue 15: our domain must not carry a stranger's text to anyone), and only its first word.
 */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.slice(0, 40);
}

const greeting = (name: string) => (firstName(name) ? `Hi ${firstName(name)},` : "Hello,");

export function waitlistConfirmUrl(token: string): string {
  return absoluteUrl(`/waitlist/confirm?token=${encodeURIComponent(token)}`);
}

const privacyLines = (personalPage?: string) => [
  ...(personalPage
    ? [`See, download, correct or delete what we hold about you: ${personalPage}`]
    : []),
  `Questions about your data: ${emails.privacy}. Our privacy policy: ${absoluteUrl("/legal/privacy")}`,
];

/**
 * To the person who joined, about where their address stands: unconfirmed (the link that claims a
 * place), or already confirmed (the place they hold).
 */
export function waitlistConfirmationMail(
  payload: WaitlistConfirmation,
  state: MailboxState,
  personalPage?: string,
): Composed {
  const body =
    state.status === "pending"
      ? [
          `Thanks for joining the ${site.name} waitlist.`,
          "",
          `Please confirm your e-mail address to claim a founder place (up to ${founderOffer.maxDiscountPercent}% off, for life, for the first ${founderOffer.places} trades businesses). Open this link and press the button:`,
          waitlistConfirmUrl(state.token),
          "",
          `Places go in the order addresses are confirmed. If you don't confirm within ${state.confirmDays} days, we delete your sign-up.`,
        ]
      : [
          `Thanks for signing up again: your address is already confirmed.`,
          "",
          confirmedLine(state.place),
        ];
  const text = [
    greeting(payload.name),
    "",
    ...body,
    "",
    "What happens next:",
    `- Before the ${site.launchLabel} launch we'll invite you to try ${site.name} and tell us what to change.`,
    "- We'll e-mail you about the launch and your founder price. Nothing else, unless you ask for the newsletter.",
    "",
    "If you didn't sign up, ignore this e-mail: without confirmation we keep nothing.",
    ...privacyLines(personalPage),
    "",
    `The ${site.name} team`,
  ].join("\n");
  const subject =
    state.status === "pending"
      ? `Confirm your address to claim your ${site.name} founder place`
      : `You're on the ${site.name} founder's waitlist`;
  return { subject, text };
}

function confirmedLine(place: number | null): string {
  return place === null
    ? `All ${founderOffer.places} founder places have been claimed, but you're on the waitlist and we'll tell you as soon as ${site.name} is ready.`
    : `You're founder number ${place} of ${founderOffer.places}: when you subscribe at launch, founder pricing (up to ${founderOffer.maxDiscountPercent}% off) is yours for life.`;
}

/** The one reminder, a day after signing up, while the address is still unconfirmed. */
export function waitlistReminderMail(
  payload: WaitlistConfirmation,
  token: string,
  confirmDays: number,
  personalPage?: string,
): Composed {
  const text = [
    greeting(payload.name),
    "",
    `Yesterday you joined the ${site.name} waitlist, but your e-mail address isn't confirmed yet, so it holds no founder place.`,
    "",
    "To claim one, open this link and press the button:",
    waitlistConfirmUrl(token),
    "",
    `This is the only reminder we send. Unconfirmed sign-ups are deleted ${confirmDays} days after signing up.`,
    ...privacyLines(personalPage),
    "",
    `The ${site.name} team`,
  ].join("\n");
  return { subject: `Reminder: confirm your ${site.name} founder place`, text };
}

/** The List-Unsubscribe header's target: mail clients POST to it (RFC 8058 one-click). */
export function newsletterUnsubscribeUrl(token: string): string {
  return absoluteUrl(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

/** The links a person opens: pages with one button, since opening a link must never act. */
const newsletterPageUrl = (kind: "confirm" | "unsubscribe", token: string) =>
  absoluteUrl(`/newsletter/${kind}?token=${encodeURIComponent(token)}`);

export function newsletterConfirmationMail(
  payload: NewsletterConfirmation,
  personalPage?: string,
): Composed {
  const text = [
    "Hello,",
    "",
    `Please confirm that you'd like to receive the ${site.name} newsletter: open this link and press the button.`,
    newsletterPageUrl("confirm", payload.confirmToken),
    "",
    "If you didn't ask for this, ignore this e-mail: you won't hear from us again.",
    "",
    `Changed your mind later? Unsubscribe here: ${newsletterPageUrl("unsubscribe", payload.unsubscribeToken)}`,
    ...privacyLines(personalPage),
    "",
    `The ${site.name} team`,
  ].join("\n");
  return { subject: `Confirm your ${site.name} newsletter subscription`, text };
}
