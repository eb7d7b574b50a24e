// One composer per kind of outbox row: what the message says, read when it is sent, so it tells
// the truth of that moment (a place taken since, an address confirmed or erased since).
import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import type { OutboxRow } from "../db/schema";
import { signupOrigin } from "../analytics/signup-origin";
import { findPersonByEmail } from "../founders/confirmation";
import { invitationForMail } from "../founders/invitations";
import { founderPlacesLeft } from "../founders/places";
import { confirmationToken } from "../founders/token";
import { personalPageUrl } from "../personal-link";
import { founderInvitationMail } from "./founder-invitation-mail";
import { personalLinkMail } from "./personal-link-mail";
import {
  contactAcknowledgementMail,
  founderPlaceOpenedMail,
  newsletterConfirmationMail,
  newsletterUnsubscribeUrl,
  waitlistConfirmationMail,
  waitlistReminderMail,
} from "./templates";
import type { MailMessage } from "./transports";
import type {
  ContactAcknowledgement,
  FounderInvitationMessage,
  FounderNotice,
  FounderPlaceOpened,
  MailboxState,
  NewsletterConfirmation,
  PersonalLinkRequest,
  WaitlistConfirmation,
} from "./types";

/** A row's message, or null when nothing is to be sent any more. */
export type OutboxComposer = (
  db: Database,
  row: OutboxRow,
) => Promise<(Omit<MailMessage, "from" | "to"> & { to: string }) | null>;

/**
 * A waitlist sign-up's notice tells the founders whether the address signed up before (the
 * same mailbox, by its canonical form), read when the notice is sent.
 */
export async function founderNoticeFor(db: Database, row: OutboxRow): Promise<FounderNotice> {
  const notice = row.payload as FounderNotice;
  if (notice.type !== "waitlist") return notice;
  const [earlier] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from waitlist_submissions
        where email_normalised = ${row.subjectEmail} and not quarantined
          and id < ${Number(notice.submission.id ?? 0)}`,
  );
  // Whether the mailbox is already confirmed, as it is now: a founder signing up again holds
  // their place, and the notice must not tell the founders it waits on a confirmation.
  const person = await findPersonByEmail(db, row.subjectEmail);
  const confirmed = Boolean(person?.confirmedAt);
  const origin = await signupOrigin(db, Number(notice.submission.id ?? 0));
  return {
    ...notice,
    submission: {
      ...notice.submission,
      ...(origin?.landedOn ? { landed_on: origin.landedOn } : {}),
      ...(origin?.referredBy ? { referred_by: origin.referredBy } : {}),
      ...(origin?.campaign ? { campaign: origin.campaign } : {}),
      previous_sign_ups: Number(earlier?.count ?? 0),
      address_confirmed: confirmed ? "yes" : "no",
      ...(confirmed && person?.founderPlace != null ? { founder_place: person.founderPlace } : {}),
      // Unconfirmed once the places are gone: confirming puts it in line, not in a place.
      ...(confirmed ? {} : { founder_places_left: await founderPlacesLeft(db) }),
    },
  };
}

/**
 * The composers of the messages written to one person. `confirmDays` is how long an unconfirmed
 * waitlist address has to confirm, as its e-mails say.
 */
export function personComposers({
  confirmDays,
}: {
  confirmDays: number;
}): Record<string, OutboxComposer> {
  const waitlistMail =
    (reminder: boolean): OutboxComposer =>
    async (db, row) => {
      const payload = row.payload as WaitlistConfirmation;
      const person = await findPersonByEmail(db, payload.emailNormalised);
      // Erased or purged since it was queued: there is no one to write to.
      if (!person) return null;
      const page = personalPageUrl(payload.to);
      if (reminder) {
        // Confirmed since: a reminder would only confuse.
        if (person.confirmedAt) return null;
        const token = confirmationToken(person);
        return { to: payload.to, ...waitlistReminderMail(payload, token, confirmDays, page) };
      }
      const state: MailboxState = person.confirmedAt
        ? { status: "confirmed", place: person.founderPlace }
        : {
            status: "pending",
            token: confirmationToken(person),
            confirmDays,
            placesLeft: await founderPlacesLeft(db),
          };
      return { to: payload.to, ...waitlistConfirmationMail(payload, state, page) };
    };

  return {
    waitlist_confirmation: waitlistMail(false),
    waitlist_reminder: waitlistMail(true),
    async contact_acknowledgement(_db, row) {
      const payload = row.payload as ContactAcknowledgement;
      return {
        to: payload.to,
        ...contactAcknowledgementMail(payload, personalPageUrl(payload.to)),
      };
    },
    async newsletter_confirmation(_db, row) {
      const payload = row.payload as NewsletterConfirmation;
      const unsubscribe = newsletterUnsubscribeUrl(payload.unsubscribeToken);
      return {
        to: payload.to,
        ...newsletterConfirmationMail(payload, personalPageUrl(payload.to)),
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      };
    },
    async founder_place_opened(db, row) {
      const payload = row.payload as FounderPlaceOpened;
      const person = await findPersonByEmail(db, payload.emailNormalised);
      // Erased since, or the place already gone again: say nothing that is no longer true.
      if (person?.founderPlace == null) return null;
      const page = personalPageUrl(payload.to);
      return { to: payload.to, ...founderPlaceOpenedMail(payload, person.founderPlace, page) };
    },
    async founder_invitation(db, row) {
      const payload = row.payload as FounderInvitationMessage;
      // Redeemed, expired or erased since it was queued: nothing true is left to say.
      const invitation = await invitationForMail(db, payload.invitationId);
      if (!invitation) return null;
      const page = personalPageUrl(row.subjectEmail);
      return { to: payload.to, ...founderInvitationMail(payload, invitation, page) };
    },
    async personal_link(_db, row) {
      const payload = row.payload as PersonalLinkRequest;
      return { to: payload.to, ...personalLinkMail(payload) };
    },
  };
}
