import "server-only";

import { sql } from "drizzle-orm";

import { myData } from "@/content/my-data";
import { MIN_LINK_FILL_MS } from "@/lib/validation/constants";
import { messages } from "@/lib/validation/messages";
import { normaliseEmail } from "@/lib/validation/mailbox";
import { personalLinkSchema } from "@/lib/validation/schemas";

import { isSuppressed } from "../campaigns/suppression";
import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { wakeDispatcher } from "../outbox-signal";
import { enqueueNotifications } from "../submissions/repository";
import { looksAutomated, type SubmissionContext } from "../submissions/context";
import { admit, type SubmitResult } from "../submissions/admission";
import { findAddressToWrite } from "./repository";

const WINDOW_HOURS = 24;

const personalLinkForm = {
  form: "personal_link",
  schema: personalLinkSchema,
  failure: messages.generic,
};

/**
 * Queues the "here is your link" e-mail when we hold something for the mailbox and it has had
 * fewer than RATE_LIMIT_PER_DAY of them in 24 hours; under a lock keyed by the mailbox, so
 * concurrent requests cannot exceed it. Returns whether one was queued.
 */
async function queueLink(db: Database, askedFor: string, limit: number) {
  const emailNormalised = normaliseEmail(askedFor);
  return db.transaction(async (tx) => {
    // Two statements: a count in the locking statement would read a snapshot taken before the
    // lock was granted, and miss the row a concurrent request has just committed.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`personal_link:${emailNormalised}`}))`,
    );
    const [row] = await queryRows<{ recent: number }>(
      tx,
      sql`
      select count(*)::int as recent from notification_outbox
      where kind = 'personal_link' and subject_email = ${emailNormalised}
        and created_at > now() - make_interval(hours => ${WINDOW_HOURS}::int)`,
    );
    if (Number(row?.recent ?? 0) >= limit) return false;
    // A mailbox we hold nothing else for but its place on the do-not-mail list (kept through an
    // erasure) gets its link too, at the address as typed: its page is where it is lifted.
    const to =
      (await findAddressToWrite(tx, emailNormalised, askedFor)) ??
      ((await isSuppressed(tx, emailNormalised)) ? askedFor.trim() : null);
    if (!to) return false;
    await enqueueNotifications(tx, [
      { kind: "personal_link", subjectEmail: emailNormalised, payload: { to, emailNormalised } },
    ]);
    return true;
  });
}

/**
 * "E-mail me a link to my page". The answer is the same whether or not the address is known, and
 * whether or not its own daily limit was reached, so the form reveals nothing about who is on
 * our lists; only the per-connection throttle (which says nothing about the address) is told.
 */
export function requestPersonalLink(
  raw: unknown,
  context: SubmissionContext = {},
): Promise<SubmitResult> {
  return admit(
    personalLinkForm,
    "link request",
    raw,
    context,
    async (input, { db, ipHash, log }) => {
      if (looksAutomated(context, Math.min(MIN_LINK_FILL_MS, env().FORM_MIN_FILL_MS))) {
        log.warn({ ipHash }, "link request ignored (honeypot or too fast)");
        return { status: "ok", message: myData.requestSent };
      }
      const queued = await queueLink(db, input.email, env().RATE_LIMIT_PER_DAY);
      if (queued) wakeDispatcher();
      return { status: "ok", message: myData.requestSent };
    },
  );
}
