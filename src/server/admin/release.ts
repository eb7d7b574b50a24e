import "server-only";

import { and, eq } from "drizzle-orm";

import { getDatabase } from "../db";
import {
  type ContactRow,
  contactSubmissions,
  type NewsletterRow,
  newsletterSubscriptions,
  type WaitlistRow,
  waitlistSubmissions,
} from "../db/schema";
import { registerMailbox } from "../founders/lifecycle";
import { wakeDispatcher } from "../outbox-signal";
import {
  contactAcknowledgementNotice,
  enqueueNotifications,
  newsletterConfirmationNotice,
  waitlistConfirmationNotice,
} from "../submissions/repository";
import { writeAudit } from "../audit";
import type { RecordKind } from "./records/params";

const tables = {
  waitlist: waitlistSubmissions,
  contact: contactSubmissions,
  newsletter: newsletterSubscriptions,
} as const;

/**
 * Releases a quarantined record (decision 005: a false positive can be recovered). It then counts
 * like any other, and the person gets the e-mail they would have had: the waitlist confirmation,
 * the contact form's acknowledgement, or the newsletter's opt-in link. The founders need no
 * notice: they are looking at it.
 */
export async function releaseQuarantined(kind: RecordKind, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const { db } = await getDatabase();
  const released = await db.transaction(async (tx) => {
    const table = tables[kind];
    const [row] = await tx
      .update(table)
      .set({ quarantined: false })
      .where(and(eq(table.id, id), eq(table.quarantined, true)))
      .returning();
    if (!row) return false;
    if (kind === "waitlist") {
      const signUp = row as WaitlistRow;
      await tx.execute(registerMailbox(signUp.emailNormalised));
      const notice = waitlistConfirmationNotice(signUp, signUp.createdAt);
      await enqueueNotifications(tx, [{ ...notice, subjectEmail: signUp.emailNormalised }]);
    } else if (kind === "contact") {
      const message = row as ContactRow;
      const notice = contactAcknowledgementNotice(message);
      await enqueueNotifications(tx, [{ ...notice, subjectEmail: message.emailNormalised }]);
    } else if (kind === "newsletter" && (row as NewsletterRow).status === "pending") {
      await enqueueNotifications(tx, [newsletterConfirmationNotice(row as NewsletterRow)]);
    }
    await writeAudit(tx, { action: "release", details: { table: kind, record: id } });
    return true;
  });
  if (released) wakeDispatcher();
  return released;
}
