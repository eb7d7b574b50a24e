import "server-only";

import { sql } from "drizzle-orm";

import { founderOffer } from "@/content/site";

import { getDatabase } from "../db";
import { queryRows } from "../db/query";

/** Where a founder's invitation stands, as the console shows it (decision 088). */
export type InvitationState = "not_invited" | "invited" | "reminded" | "redeemed" | "expired";

export interface FounderRow {
  place: number;
  /** The waitlist record the console links to: the mailbox's latest sign-up. */
  recordId: number | null;
  name: string;
  company: string;
  plan: string;
  confirmedAt: string;
  state: InvitationState;
  invitedAt: string | null;
  remindedAt: string | null;
  redeemedAt: string | null;
  expiresAt: string | null;
}

export interface FoundersView {
  rows: FounderRow[];
  counts: Record<InvitationState, number>;
  /** Places held; with nobody holding one, the rest are free. */
  held: number;
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** Every founder place holder, in place order, with their invitation's state. */
export async function listFounders(): Promise<FoundersView> {
  const { db } = await getDatabase();
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select p.founder_place as place, p.confirmed_at, s.id as record_id, s.name, s.company,
           coalesce(i.plan, s.interested_plan) as plan, i.invited_at, i.reminded_at,
           i.redeemed_at, i.expires_at, i.expires_at <= now() as expired
    from waitlist_people p
    left join founder_invitations i on i.person_id = p.id
    left join lateral (
      select id, name, company, interested_plan from waitlist_submissions s
      where s.email_normalised = p.email_normalised and not s.quarantined
      order by s.id desc limit 1
    ) s on true
    where p.founder_place is not null
    order by p.founder_place
    limit ${founderOffer.places}`,
  );
  const counts: Record<InvitationState, number> = {
    not_invited: 0,
    invited: 0,
    reminded: 0,
    redeemed: 0,
    expired: 0,
  };
  const founders = rows.map((row): FounderRow => {
    const state: InvitationState =
      row.invited_at == null
        ? "not_invited"
        : row.redeemed_at != null
          ? "redeemed"
          : row.expired
            ? "expired"
            : row.reminded_at != null
              ? "reminded"
              : "invited";
    counts[state] += 1;
    return {
      place: Number(row.place),
      recordId: row.record_id == null ? null : Number(row.record_id),
      name: String(row.name ?? ""),
      company: String(row.company ?? ""),
      plan: String(row.plan ?? "undecided"),
      confirmedAt: iso(row.confirmed_at)!,
      state,
      invitedAt: iso(row.invited_at),
      remindedAt: iso(row.reminded_at),
      redeemedAt: iso(row.redeemed_at),
      expiresAt: iso(row.expires_at),
    };
  });
  return { rows: founders, counts, held: founders.length };
}
