// The newsletter's links after sign-up: where a confirm or unsubscribe link stands, confirming,
// and leaving (by token, or by address from the person's own page). Storing a subscription is a
// submission's work (repository.ts).
import "server-only";

import { and, eq, ne, sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/mailbox";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { newsletterSubscriptions } from "../db/schema";

export type TokenOutcome = "confirmed" | "unsubscribed" | "invalid";

/** Where a newsletter link's subscription stands now, shown before its button is pressed. */
export type NewsletterLinkState = "pending" | "confirmed" | "subscribed" | "unsubscribed";

/**
 * A confirm link's own subscription, or for an unsubscribe link its whole mailbox (the button
 * stops every subscription of the address): "subscribed" while one is live. Null for a token
 * we do not hold, or a confirm link of a quarantined row, which confirms nothing.
 */
export async function newsletterLinkState(
  database: Database,
  kind: "confirm" | "unsubscribe",
  token: string,
): Promise<NewsletterLinkState | null> {
  if (kind === "confirm") {
    // An old link of an address that has since subscribed again and confirmed: it is subscribed.
    const [row] = await queryRows<{ status: NewsletterLinkState; confirmedSince: boolean }>(
      database,
      sql`
      select link.status, exists (
        select 1 from newsletter_subscriptions mailbox
        where mailbox.email_normalised = link.email_normalised and mailbox.status = 'confirmed'
      ) as "confirmedSince"
      from newsletter_subscriptions link
      where link.confirm_token = ${token} and not link.quarantined`,
    );
    if (!row) return null;
    return row.status === "unsubscribed" && row.confirmedSince ? "confirmed" : row.status;
  }
  const [row] = await queryRows<{ live: number }>(
    database,
    sql`
    select count(*) filter (where mailbox.status <> 'unsubscribed')::int as live
    from newsletter_subscriptions link
    join newsletter_subscriptions mailbox on mailbox.email_normalised = link.email_normalised
    where link.unsubscribe_token = ${token}
    group by link.id`,
  );
  if (!row) return null;
  return row.live > 0 ? "subscribed" : "unsubscribed";
}

/** Double opt-in, step two. Idempotent; a quarantined or unsubscribed row confirms nothing. */
export async function confirmSubscriptionByToken(
  database: Database,
  token: string,
): Promise<TokenOutcome> {
  const n = newsletterSubscriptions;
  const [row] = await database
    .select({ id: n.id, status: n.status })
    .from(n)
    .where(and(eq(n.confirmToken, token), eq(n.quarantined, false)));
  if (!row || row.status === "unsubscribed") return "invalid";
  if (row.status === "pending") {
    await database
      .update(n)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(eq(n.id, row.id));
  }
  return "confirmed";
}

/** One-click unsubscribe: every subscription of the token's address stops, whatever its state. */
export async function unsubscribeByToken(database: Database, token: string): Promise<TokenOutcome> {
  const n = newsletterSubscriptions;
  const [row] = await database
    .select({ emailNormalised: n.emailNormalised })
    .from(n)
    .where(eq(n.unsubscribeToken, token));
  if (!row) return "invalid";
  await database
    .update(n)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(and(eq(n.emailNormalised, row.emailNormalised), ne(n.status, "unsubscribed")));
  return "unsubscribed";
}

/**
 * Ends every subscription made under one address as typed, in any letter case (the person's own
 * page's button, decision 082); how many were live. Another spelling of the mailbox keeps its own.
 */
export async function unsubscribeAddress(database: Database, address: string): Promise<number> {
  const n = newsletterSubscriptions;
  const rows = await database
    .update(n)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(
      and(
        eq(n.emailNormalised, normaliseEmail(address)),
        sql`lower(${n.email}) = ${address}`,
        ne(n.status, "unsubscribed"),
      ),
    )
    .returning({ id: n.id });
  return rows.length;
}
