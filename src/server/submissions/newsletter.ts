import "server-only";

import { and, eq, ne } from "drizzle-orm";

import { getDatabase } from "../db";
import { newsletterSubscriptions } from "../db/schema";

export type TokenOutcome = "confirmed" | "unsubscribed" | "invalid";

/** What our tokens look like (24 random bytes, base64url); anything else is not one of ours,
 * and is never sent to the database (a NUL there is an error, not a miss). */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Double opt-in, step two: the link in the confirmation e-mail. Idempotent. */
export async function confirmSubscription(token: string): Promise<TokenOutcome> {
  if (!TOKEN.test(token)) return "invalid";
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.confirmToken, token),
        eq(newsletterSubscriptions.quarantined, false),
      ),
    );
  if (!row || row.status === "unsubscribed") return "invalid";
  if (row.status === "pending") {
    await db
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(eq(newsletterSubscriptions.id, row.id));
  }
  return "confirmed";
}

/** One-click unsubscribe: every subscription of that address stops, whatever its state. */
export async function unsubscribe(token: string): Promise<TokenOutcome> {
  if (!TOKEN.test(token)) return "invalid";
  const { db } = await getDatabase();
  const [row] = await db
    .select({ emailNormalised: newsletterSubscriptions.emailNormalised })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  if (!row) return "invalid";
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.emailNormalised, row.emailNormalised),
        ne(newsletterSubscriptions.status, "unsubscribed"),
      ),
    );
  return "unsubscribed";
}
