import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { codeHash } from "./code-format";
import type { LockedPrice } from "./invitations";

/** What the product learns from a founder code: the API's 200 answer (decision 088). */
export interface FounderCodeAnswer {
  place: number;
  company: string;
  plan: string;
  lockedPrice: LockedPrice;
  expiresAt: string;
  redeemedAt: string;
}

export type RedeemOutcome =
  { status: "redeemed"; answer: FounderCodeAnswer } | { status: "unknown" | "expired" | "taken" };

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * Redeems a founder code (its 28 characters, parseCode) for `redeemer`, the caller's own id for
 * the account it opens: once for good, and again for the same redeemer with the same answer, so a
 * retry after a lost response is safe. A code whose holder no longer holds its place (erased) is
 * unknown. The claim is one conditional update, so two callers racing for one code get one 200 and
 * one 409. Nothing changes on any refusal.
 */
export async function redeemFounderCode(
  db: Database,
  chars: string,
  redeemer: string,
): Promise<RedeemOutcome> {
  const hash = codeHash(chars);
  await db.execute(sql`
    update founder_invitations i set redeemed_at = now(), redeemed_by = ${redeemer}
    from waitlist_people p
    where i.code_hash = ${hash} and p.id = i.person_id and p.founder_place = i.place
      and i.redeemed_at is null and i.expires_at > now()`);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select i.place, i.plan, i.discount_percent, i.back_office_user_pence, i.field_user_pence,
           i.expires_at, i.redeemed_at, i.redeemed_by,
           (select s.company from waitlist_submissions s
            where s.email_normalised = p.email_normalised and not s.quarantined
            order by s.id desc limit 1) as company
    from founder_invitations i join waitlist_people p on p.id = i.person_id
    where i.code_hash = ${hash} and p.founder_place = i.place`,
  );
  if (!row) return { status: "unknown" };
  if (row.redeemed_at == null) return { status: "expired" };
  if (row.redeemed_by !== redeemer) return { status: "taken" };
  return {
    status: "redeemed",
    answer: {
      place: Number(row.place),
      company: String(row.company ?? ""),
      plan: String(row.plan),
      lockedPrice: {
        currency: "GBP",
        discountPercent: Number(row.discount_percent),
        perBackOfficeUserPence:
          row.back_office_user_pence == null ? null : Number(row.back_office_user_pence),
        perFieldUserPence: Number(row.field_user_pence),
      },
      expiresAt: iso(row.expires_at),
      redeemedAt: iso(row.redeemed_at),
    },
  };
}
