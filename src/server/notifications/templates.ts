import "server-only";

import { emails, founderOffer, site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-config";

import type { FounderNotice, NewsletterConfirmation, WaitlistConfirmation } from "./types";

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
};

/** To the founders: every field of the submission. */
export function founderNoticeMail(notice: FounderNotice): Composed {
  const { submission } = notice;
  const lines = Object.entries(submission).map(
    ([key, value]) => `${labels[key] ?? key}: ${value === "" ? "-" : value}`,
  );
  const who = `${submission.name} <${submission.email}>`;
  const subject =
    notice.type === "waitlist"
      ? `New waitlist sign-up: ${submission.company} (${submission.trade}, ${submission.interested_plan})`
      : `New contact message from ${who}`;
  return { subject, text: `${lines.join("\n")}\n` };
}

/** To the person who joined: their place while places last, what happens next, how to leave. */
export function waitlistConfirmationMail(
  payload: WaitlistConfirmation,
  place: number | null,
): Composed {
  const placeLine =
    place === null
      ? `All ${founderOffer.places} founder places have now been claimed, but you're on the waitlist and we'll tell you as soon as ${site.name} is ready.`
      : `You're founder number ${place} of ${founderOffer.places}: when you subscribe at launch, founder pricing (up to ${founderOffer.maxDiscountPercent}% off) is yours for life.`;
  const text = [
    `Hi ${payload.name},`,
    "",
    `Thanks for joining the ${site.name} waitlist.`,
    "",
    placeLine,
    "",
    "What happens next:",
    `- Before the ${site.launchLabel} launch we'll invite you to try ${site.name} and tell us what to change.`,
    "- We'll e-mail you about the launch and your founder price. Nothing else, unless you ask for the newsletter.",
    "",
    `To be removed from the waitlist and have your details deleted, reply to this e-mail or write to ${emails.privacy}.`,
    `Our privacy policy: ${absoluteUrl("/legal/privacy")}`,
    "",
    `The ${site.name} team`,
  ].join("\n");
  return { subject: `You're on the ${site.name} founder's waitlist`, text };
}

export function newsletterUnsubscribeUrl(token: string): string {
  return absoluteUrl(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function newsletterConfirmationMail(payload: NewsletterConfirmation): Composed {
  const confirm = absoluteUrl(
    `/api/newsletter/confirm?token=${encodeURIComponent(payload.confirmToken)}`,
  );
  const text = [
    "Hello,",
    "",
    `Please confirm that you'd like to receive the ${site.name} newsletter by opening this link:`,
    confirm,
    "",
    "If you didn't ask for this, ignore this e-mail: you won't hear from us again.",
    "",
    `Changed your mind later? Unsubscribe in one click: ${newsletterUnsubscribeUrl(payload.unsubscribeToken)}`,
    "",
    `The ${site.name} team`,
  ].join("\n");
  return { subject: `Confirm your ${site.name} newsletter subscription`, text };
}
