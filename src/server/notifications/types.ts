/** What the outbox holds. Payloads are JSON; the dispatcher turns each into a message. */

/** "confirmation": a waitlist address was confirmed, with the founder place it got. */
export type SubmissionType = "waitlist" | "contact" | "confirmation";

/** The spec's send-email contract: the whole record, under the spec's column names. */
export interface FounderNotice {
  type: SubmissionType;
  submission: Record<string, string | number>;
}

export interface WaitlistConfirmation {
  to: string;
  name: string;
  emailNormalised: string;
  /** The form's fixed choices, recapped so a typo can be spotted (absent in older rows). */
  trade?: string;
  companySize?: string;
  interestedPlan?: string;
  backOfficeUsers?: number;
  fieldUsers?: number;
  signedUpAt?: string;
}

export interface ContactAcknowledgement {
  to: string;
  name: string;
}

/** Where a waitlist mailbox stands when its e-mail is written. */
export type MailboxState =
  | { status: "pending"; token: string; confirmDays: number; placesLeft: number }
  | { status: "confirmed"; place: number | null };

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

/** A founder place released by an erasure, now held by the first in line (decision 078). */
export interface FounderPlaceOpened {
  to: string;
  name: string;
  emailNormalised: string;
  place: number;
}

/** A founder invitation, or its one reminder (decision 088); the code is written at send time. */
export interface FounderInvitationMessage {
  to: string;
  name: string;
  emailNormalised: string;
  invitationId: number;
  reminder: boolean;
}

export interface PayloadByKind {
  founder_notice: FounderNotice;
  waitlist_confirmation: WaitlistConfirmation;
  waitlist_reminder: WaitlistConfirmation;
  contact_acknowledgement: ContactAcknowledgement;
  newsletter_confirmation: NewsletterConfirmation;
  personal_link: PersonalLinkRequest;
  founder_place_opened: FounderPlaceOpened;
  founder_invitation: FounderInvitationMessage;
}
