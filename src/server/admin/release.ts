import "server-only";

import { and, eq } from "drizzle-orm";

import { getDatabase } from "../db";
import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../db/schema";
import { registerMailbox } from "../founders/lifecycle";
import { wakeDispatcher } from "../outbox-signal";
import { enqueueNotifications } from "../submissions/repository";
import { writeAudit } from "./audit";
import type { RecordKind } from "./records/params";

/**
 * Releases a quarantined record (decision 005: a false positive can be recovered). It then counts
 * like any other, and the person gets the e-mail they would have had: the waitlist confirmation,
 * or the newsletter's opt-in link. The founders need no notice: they are looking at it.
 */
export async function releaseQuarantined(kind: RecordKind, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const { db } = await getDatabase();
  const released = await db.transaction(async (tx) => {
    if (kind === "waitlist") {
      const w = waitlistSubmissions;
      const [row] = await tx
        .update(w)
        .set({ quarantined: false })
        .where(and(eq(w.id, id), eq(w.quarantined, true)))
        .returning();
      if (!row) return false;
      await tx.execute(registerMailbox(row.emailNormalised));
      await enqueueNotifications(tx, [
        {
          kind: "waitlist_confirmation",
          subjectEmail: row.emailNormalised,
          payload: { to: row.email, name: row.name, emailNormalised: row.emailNormalised },
        },
      ]);
    } else if (kind === "newsletter") {
      const n = newsletterSubscriptions;
      const [row] = await tx
        .update(n)
        .set({ quarantined: false })
        .where(and(eq(n.id, id), eq(n.quarantined, true)))
        .returning();
      if (!row) return false;
      if (row.status === "pending") {
        await enqueueNotifications(tx, [
          {
            kind: "newsletter_confirmation",
            subjectEmail: row.emailNormalised,
            payload: {
              to: row.email,
              confirmToken: row.confirmToken,
              unsubscribeToken: row.unsubscribeToken,
            },
          },
        ]);
      }
    } else {
      const c = contactSubmissions;
      const rows = await tx
        .update(c)
        .set({ quarantined: false })
        .where(and(eq(c.id, id), eq(c.quarantined, true)))
        .returning({ id: c.id });
      if (rows.length === 0) return false;
    }
    await writeAudit(tx, { action: "release", details: { table: kind, record: id } });
    return true;
  });
  if (released) wakeDispatcher();
  return released;
}
