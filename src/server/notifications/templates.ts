import "server-only";

import { mailPromises } from "@/content/emails";
import { emails, founderOffer, site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-config";

import { type Block, renderMail, type RenderedMail } from "./mail/blocks";
import { choiceFacts, text, ukTime } from "./mail/facts";
import type {
  ContactAcknowledgement,
  FounderPlaceOpened,
  MailboxState,
  NewsletterConfirmation,
  WaitlistConfirmation,
} from "./types";
import { launch } from "@/content/launch";

export const signOff = `The ${site.name} team`;

/**
 * Mail to an address nobody has verified yet echoes nothing the sender typed but a first name
 * (our domain must not carry a stranger's text to anyone), and only its first word.
 */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  // Only a word that reads as a name: letters (any script), their accents, an apostrophe or a
  // hyphen. A link, an address, a sum or a phone number in the name field is not echoed at all
  // (session 54: "Hi https://evil.example/claim-your-refund," went to an unverified address).
  return first.length <= 40 && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(first) ? first : "";
}

export const greeting = (name: string): Block => ({
  kind: "paragraph",
  text: firstName(name) ? `Hi ${firstName(name)},` : "Hello,",
});

export function waitlistConfirmUrl(token: string): string {
  return absoluteUrl(`/waitlist/confirm?token=${encodeURIComponent(token)}`);
}

/** The close of every e-mail to a person: their own page, the policy, who to ask. */
export function privacyBlocks(personalPage?: string): Block[] {
  return [
    ...(personalPage
      ? [
          {
            kind: "small",
            text: "See, download, correct or delete what we hold about you:",
            url: personalPage,
            linkText: "your data",
          } as const,
        ]
      : []),
    {
      kind: "small",
      text: `Questions about your data: ${emails.privacy}. Our privacy policy:`,
      url: absoluteUrl("/legal/privacy"),
      linkText: "privacy policy",
    },
  ];
}

/**
 * What they chose, so a typo can be spotted: only the form's fixed choices and numbers, never
 * the free text (the address is not verified yet; see `firstName`).
 */
function recap(payload: WaitlistConfirmation): Block[] {
  if (!payload.trade) return [];
  return [
    { kind: "heading", text: "What you told us" },
    {
      kind: "facts",
      rows: [
        ...choiceFacts(payload.trade, payload.companySize, payload.interestedPlan),
        ["Back-office users", text(payload.backOfficeUsers)],
        ["Field users", text(payload.fieldUsers)],
        ...(payload.signedUpAt
          ? ([["Signed up", ukTime(payload.signedUpAt)]] as [string, string][])
          : []),
      ],
    },
  ];
}

function confirmedLine(place: number | null): string {
  return place === null
    ? `All ${founderOffer.places} founder places have been claimed, but you're on the waitlist and in line for one: if a founder gives up their place, it goes to the first confirmed address waiting, and we'll e-mail you.`
    : `You're founder number ${place} of ${founderOffer.places}: when you subscribe at launch, founder pricing (up to ${founderOffer.maxDiscountPercent}% off) is yours for life.`;
}

/** Once the places are gone, confirming keeps a place in line for one that is given up (078). */
function inLineLine(): string {
  return `All ${founderOffer.places} founder places have been claimed, but confirming puts you in line: if a founder gives up their place, it goes to the first confirmed address waiting, and we'll e-mail you.`;
}

/**
 * To the person who joined, about where their address stands: unconfirmed (the link that claims a
 * place), or already confirmed (the place they hold).
 */
export function waitlistConfirmationMail(
  payload: WaitlistConfirmation,
  state: MailboxState,
  personalPage?: string,
): RenderedMail {
  const pending = state.status === "pending";
  const placesGone = pending && state.placesLeft === 0;
  const body: Block[] =
    state.status === "pending"
      ? [
          { kind: "paragraph", text: `Thanks for joining the ${site.name} waitlist.` },
          {
            kind: "paragraph",
            text:
              state.placesLeft > 0
                ? `Please confirm your e-mail address to claim a founder place: up to ${founderOffer.maxDiscountPercent}% off, for life, for the first ${founderOffer.places} trades businesses to confirm.`
                : `Please confirm your e-mail address. ${inLineLine()}`,
          },
          { kind: "action", label: "Confirm my address", url: waitlistConfirmUrl(state.token) },
          {
            kind: "small",
            text: `If you don't confirm, we send one reminder tomorrow, and ${state.confirmDays} days after you signed up we delete your sign-up and everything we queued about it. If you didn't sign up, you can ignore this e-mail, or delete the sign-up now from the link to your data below.`,
          },
        ]
      : [
          {
            kind: "paragraph",
            text: "Thanks for signing up again: your address is already confirmed.",
          },
          { kind: "paragraph", text: confirmedLine(state.place) },
        ];
  return renderMail({
    subject: placesGone
      ? `Confirm your address for the ${site.name} waitlist`
      : pending
        ? `Confirm your address to claim your ${site.name} founder place`
        : `You're on the ${site.name} founder's waitlist`,
    preview: placesGone
      ? "One click to confirm your address and take your place in line."
      : pending
        ? "One click to confirm your address and claim a founder place."
        : confirmedLine(state.status === "confirmed" ? state.place : null),
    blocks: [
      greeting(payload.name),
      ...body,
      ...recap(payload),
      { kind: "heading", text: "What happens next" },
      {
        kind: "list",
        items: [
          `Before the ${launch.named} we'll invite you to try ${site.name} and tell us what to change.`,
          "We'll e-mail you about the launch and your founder price. Nothing else, unless you ask for the newsletter.",
        ],
      },
      ...privacyBlocks(personalPage),
    ],
    signOff,
  });
}

/**
 * To the first in line when a founder place is released (decision 078): they confirmed after
 * the places were gone and were told so; now one is theirs.
 */
export function founderPlaceOpenedMail(
  payload: FounderPlaceOpened,
  place: number,
  personalPage?: string,
): RenderedMail {
  return renderMail({
    subject: `A ${site.name} founder place has opened: you're founder number ${place}`,
    preview: `Founder place ${place} of ${founderOffer.places} is now yours.`,
    blocks: [
      greeting(payload.name),
      {
        kind: "paragraph",
        text: `You confirmed your address after all ${founderOffer.places} founder places had been claimed. One has since been given up, and as the first in line you now hold it.`,
      },
      { kind: "paragraph", text: confirmedLine(place) },
      { kind: "paragraph", text: "There is nothing you need to do." },
      ...privacyBlocks(personalPage),
    ],
    signOff,
  });
}

/** The one reminder, a day after signing up, while the address is still unconfirmed. */
export function waitlistReminderMail(
  payload: WaitlistConfirmation,
  token: string,
  confirmDays: number,
  personalPage?: string,
): RenderedMail {
  return renderMail({
    subject: `Reminder: confirm your ${site.name} founder place`,
    preview: "Your address isn't confirmed yet, so it holds no founder place.",
    blocks: [
      greeting(payload.name),
      {
        kind: "paragraph",
        text: `Yesterday you joined the ${site.name} waitlist, but your e-mail address isn't confirmed yet, so it holds no founder place.`,
      },
      { kind: "action", label: "Confirm my address", url: waitlistConfirmUrl(token) },
      {
        kind: "small",
        text: `This is the only reminder we send. Unconfirmed sign-ups are deleted ${confirmDays} days after signing up.`,
      },
      ...privacyBlocks(personalPage),
    ],
    signOff,
  });
}

/** To someone who used the contact form: we have it, and when to expect an answer. */
export function contactAcknowledgementMail(
  payload: ContactAcknowledgement,
  personalPage?: string,
): RenderedMail {
  const days = mailPromises.contactReplyWorkingDays;
  return renderMail({
    subject: `We have your message: ${site.name}`,
    preview: `We answer within ${days} working days.`,
    blocks: [
      greeting(payload.name),
      {
        kind: "paragraph",
        text: `Thanks for getting in touch. We have your message and we answer within ${days} working days, by reply to this address.`,
      },
      {
        kind: "small",
        // The message itself is not repeated: this address is not verified.
        text: "For your security we don't repeat your message here; you can read it on your data page.",
      },
      ...privacyBlocks(personalPage),
    ],
    signOff,
  });
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
): RenderedMail {
  return renderMail({
    subject: `Confirm your ${site.name} newsletter subscription`,
    preview: "One click to start receiving the newsletter.",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `Please confirm that you'd like to receive the ${site.name} newsletter.`,
      },
      {
        kind: "action",
        label: "Confirm my subscription",
        url: newsletterPageUrl("confirm", payload.confirmToken),
      },
      {
        kind: "small",
        text: "If you didn't ask for this, ignore this e-mail: you won't hear from us again.",
      },
      {
        kind: "small",
        text: "Changed your mind later?",
        url: newsletterPageUrl("unsubscribe", payload.unsubscribeToken),
        linkText: "Unsubscribe",
      },
      ...privacyBlocks(personalPage),
    ],
    signOff,
  });
}
