import "server-only";

import { sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/mailbox";

import type { SuppressionReason } from "../campaigns/suppression";
import { type Database, getDatabase } from "../db";
import { queryRows } from "../db/query";
import { mailboxHash } from "../mailbox-hash";
import type { SignupAttributionRow } from "../db/schema";
import { toWaitlistRecord, type WaitlistRecord } from "../db/waitlist-columns";
import { findHeld, type Held } from "./repository";

/**
 * Everything held under one address, shaped for the person's page and for the JSON download
 * (UK GDPR arts. 15 and 20). Waitlist and contact entries keep the specification's column names,
 * so the file reads like what the person typed; secrets (newsletter tokens) are left out.
 */
export interface PersonalData {
  email: string;
  generated_at: string;
  founder_place: {
    confirmed: boolean;
    confirmed_at: string | null;
    /** 1 to 100 while places last; null before confirming or once they are gone. */
    place: number | null;
  } | null;
  waitlist: ({ id: number; created_at: string } & WaitlistRecord & {
      /** The page the form was sent from. */
      source: string;
      /** Kept back by the bot checks: no notice to the founders, no founder place, no count. */
      held_back: boolean;
      /** Where the sign-up came from, as the browser sent it with the visitor's consent. */
      attribution: {
        landing_page: string | null;
        referrer_host: string | null;
        utm: Record<string, string>;
        first_touch: unknown;
        visit_id: string | null;
      } | null;
    })[];
  contact: {
    id: number;
    created_at: string;
    name: string;
    email: string;
    message: string;
    source: string;
    held_back: boolean;
  }[];
  newsletter: {
    id: number;
    created_at: string;
    email: string;
    status: string;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
    consent_text: string;
    consent_version: string;
    source: string;
  }[];
  /**
   * On the do-not-mail list (decision 087): no campaign or new opt-in writes to the mailbox. Kept
   * by a keyed hash of the mailbox, so it is shown here but never names the address.
   */
  suppression: { reason: SuppressionReason; since: string } | null;
  /** E-mails we queued about this address (their content is the entries above). */
  emails: {
    kind: string;
    /** For a founders' notice, what it was about: "waitlist", "contact" or "confirmation". */
    about: string | null;
    status: string;
    created_at: string;
    sent_at: string | null;
  }[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function shapeAttribution(row: SignupAttributionRow | undefined) {
  if (!row) return null;
  const utm = Object.entries({
    source: row.utmSource,
    medium: row.utmMedium,
    campaign: row.utmCampaign,
    term: row.utmTerm,
    content: row.utmContent,
  }).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return {
    landing_page: row.landingPath,
    referrer_host: row.referrerHost,
    utm: Object.fromEntries(utm),
    first_touch: row.firstTouch ?? null,
    visit_id: row.visitId,
  };
}

export function shapePersonalData(
  email: string,
  held: Held,
  now = new Date(),
  suppression: PersonalData["suppression"] = null,
): PersonalData {
  const { person } = held;
  return {
    email,
    generated_at: now.toISOString(),
    suppression,
    founder_place: person
      ? {
          confirmed: person.confirmedAt !== null,
          confirmed_at: iso(person.confirmedAt),
          place: person.founderPlace,
        }
      : null,
    waitlist: held.waitlist.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      ...toWaitlistRecord(row),
      source: row.source,
      held_back: row.quarantined,
      attribution: shapeAttribution(held.attributions.get(row.id)),
    })),
    contact: held.contact.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      message: row.message,
      source: row.source,
      held_back: row.quarantined,
    })),
    newsletter: held.newsletter.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      email: row.email,
      status: row.status,
      confirmed_at: iso(row.confirmedAt),
      unsubscribed_at: iso(row.unsubscribedAt),
      consent_text: row.consentText,
      consent_version: row.consentVersion,
      source: row.source,
    })),
    emails: held.notifications.map((row) => ({
      kind: row.kind,
      about: row.kind === "founder_notice" ? row.about : null,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      sent_at: iso(row.sentAt),
    })),
  };
}

/**
 * What we hold under one address as typed (from an opened personal link, decision 082), in any
 * letter case. Only reads.
 */
export async function getPersonalData(address: string): Promise<PersonalData> {
  const { db } = await getDatabase();
  const [held, suppression] = await Promise.all([
    findHeld(db, address),
    suppressionOf(db, normaliseEmail(address)),
  ]);
  return shapePersonalData(address, held, new Date(), suppression);
}

async function suppressionOf(
  db: Database,
  emailNormalised: string,
): Promise<PersonalData["suppression"]> {
  const [row] = await queryRows<{ reason: SuppressionReason; created_at: Date | string }>(
    db,
    sql`select reason, created_at from mail_suppressions
        where mailbox_hash = ${mailboxHash(emailNormalised)}`,
  );
  return row ? { reason: row.reason, since: new Date(row.created_at).toISOString() } : null;
}

export function holdsNothing(data: PersonalData): boolean {
  return (
    data.founder_place === null &&
    data.suppression === null &&
    data.waitlist.length === 0 &&
    data.contact.length === 0 &&
    data.newsletter.length === 0 &&
    data.emails.length === 0
  );
}
