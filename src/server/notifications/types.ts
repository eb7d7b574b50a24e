/** What the outbox holds. Payloads are JSON; the dispatcher turns each into a message. */

export type SubmissionType = "waitlist" | "contact";

/** The spec's send-email contract: the whole record, under the spec's column names. */
export interface FounderNotice {
  type: SubmissionType;
  submission: Record<string, string | number>;
}

export interface WaitlistConfirmation {
  to: string;
  name: string;
  emailNormalised: string;
}

export interface NewsletterConfirmation {
  to: string;
  confirmToken: string;
  unsubscribeToken: string;
}

/** "Here is the link to your page", asked for at /my-data; the link is sealed when it is sent. */
export interface PersonalLinkRequest {
  to: string;
  emailNormalised: string;
}

export type NotificationKind =
  "founder_notice" | "waitlist_confirmation" | "newsletter_confirmation" | "personal_link";

export interface PayloadByKind {
  founder_notice: FounderNotice;
  waitlist_confirmation: WaitlistConfirmation;
  newsletter_confirmation: NewsletterConfirmation;
  personal_link: PersonalLinkRequest;
}
