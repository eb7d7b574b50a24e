import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { founderOffer } from "@/content/site";

import { type Database, getDatabase } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { wakeDispatcher } from "../outbox-signal";
import { inviteBehindTheFrontier } from "./invitations";
import { refreshFounderPlacePages } from "./places";
import { tokenId, tokenMatches } from "./token";

export interface WaitlistPerson {
  id: number;
  emailNormalised: string;
  createdAt: Date;
  confirmedAt: Date | null;
  founderPlace: number | null;
}

/** Where a mailbox stands: what the confirm page, the person's page and the console show. */
export type ConfirmationState =
  | { status: "pending"; expiresAt: Date }
  | { status: "founder"; place: number; confirmedAt: Date }
  | { status: "waitlisted"; confirmedAt: Date };

export function confirmationState(person: WaitlistPerson, confirmDays: number): ConfirmationState {
  if (!person.confirmedAt) {
    return {
      status: "pending",
      expiresAt: new Date(person.createdAt.getTime() + confirmDays * 86_400_000),
    };
  }
  return person.founderPlace === null
    ? { status: "waitlisted", confirmedAt: person.confirmedAt }
    : { status: "founder", place: person.founderPlace, confirmedAt: person.confirmedAt };
}

const personColumns = sql`id, email_normalised, created_at, confirmed_at, founder_place`;

function toPerson(row: Record<string, unknown>): WaitlistPerson {
  const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  return {
    id: Number(row.id),
    emailNormalised: String(row.email_normalised),
    createdAt: date(row.created_at)!,
    confirmedAt: date(row.confirmed_at),
    founderPlace: row.founder_place == null ? null : Number(row.founder_place),
  };
}

/** The mailbox `where` picks out of waitlist_people, if any. */
async function findPerson(db: Database, where: SQL): Promise<WaitlistPerson | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${personColumns} from waitlist_people where ${where}`,
  );
  return row ? toPerson(row) : null;
}

export async function findPersonByEmail(
  db: Database,
  emailNormalised: string,
): Promise<WaitlistPerson | null> {
  return findPerson(db, sql`email_normalised = ${emailNormalised}`);
}

/** The mailbox a confirmation link names, or null for a forged, mangled or stale link. */
export async function findPersonByToken(
  db: Database,
  token: string,
): Promise<WaitlistPerson | null> {
  const id = tokenId(token);
  if (id === null) return null;
  const person = await findPerson(db, sql`id = ${id}`);
  return person && tokenMatches(token, person) ? person : null;
}

/** What the confirm page shows before the button is pressed (a GET never changes anything). */
export async function lookUpConfirmation(token: string): Promise<ConfirmationState | null> {
  const { db } = await getDatabase();
  const person = await findPersonByToken(db, token);
  return person ? confirmationState(person, env().WAITLIST_CONFIRM_DAYS) : null;
}

/**
 * Confirms the mailbox and, in the same statement, queues the founders' notice with the place
 * it got: `confirm_waitlist_person` (migrations 0003, 0010) takes the one lock that numbers
 * places, and only then the mailbox's row (decision 081), so a mailbox erased meanwhile is not
 * found and nothing is queued. Confirming twice changes nothing and queues nothing.
 */
export async function confirmPerson(
  db: Database,
  person: WaitlistPerson,
): Promise<{ place: number | null; newly: boolean } | null> {
  const [row] = await queryRows<{ place: number | null; newly: boolean }>(
    db,
    sql`
    with confirmed as (
      select place, newly from confirm_waitlist_person(${person.id}::bigint, ${founderOffer.places}::int)
    ),
    latest as (
      select id, name, email, company, trade, company_size, interested_plan, source
      from waitlist_submissions
      where email_normalised = ${person.emailNormalised} and not quarantined
      order by id desc limit 1
    ),
    queued as (
      insert into notification_outbox (kind, subject_email, payload)
      select 'founder_notice', ${person.emailNormalised},
             jsonb_build_object('type', 'confirmation', 'submission',
               jsonb_build_object('founder_place', confirmed.place) || to_jsonb(latest))
      from confirmed, latest
      where confirmed.newly
    )
    select place, newly from confirmed`,
  );
  if (!row) return null;
  return { place: row.place == null ? null : Number(row.place), newly: Boolean(row.newly) };
}

export type ConfirmOutcome =
  { status: "invalid" } | { status: "confirmed"; state: ConfirmationState; newly: boolean };

/** The button on the confirm page (a POST): the only thing that confirms an address. */
export async function confirmByToken(token: string): Promise<ConfirmOutcome> {
  const { db } = await getDatabase();
  const person = await findPersonByToken(db, token);
  if (!person) return { status: "invalid" };
  const result = await confirmPerson(db, person);
  if (!result) return { status: "invalid" };
  if (result.newly && result.place !== null) {
    // A released place nobody waited for, below the places already invited: invited at once (088).
    await db.transaction((tx) => inviteBehindTheFrontier(tx));
    refreshFounderPlacePages();
  }
  if (result.newly) wakeDispatcher();
  const confirmed = {
    ...person,
    confirmedAt: person.confirmedAt ?? new Date(),
    founderPlace: result.place,
  };
  return {
    status: "confirmed",
    state: confirmationState(confirmed, env().WAITLIST_CONFIRM_DAYS),
    newly: result.newly,
  };
}
