import "server-only";

import { sql } from "drizzle-orm";

import { myData } from "@/content/my-data";
import { messages } from "@/lib/validation/messages";
import { fieldErrors, normaliseEmail, personalLinkSchema } from "@/lib/validation/schemas";

import { type Database, getDatabase } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { logger } from "../log";
import { wakeDispatcher } from "../outbox-signal";
import { enqueueNotifications } from "../submissions/repository";
import { looksAutomated, type SubmissionContext } from "../submissions/context";
import type { SubmitResult } from "../submissions/submit";
import { throttleClient } from "../submissions/throttle";
import { findLatestTypedAddress } from "./repository";

const WINDOW_HOURS = 24;

/**
 * Queues the "here is your link" e-mail when we hold something for the mailbox and it has had
 * fewer than RATE_LIMIT_PER_DAY of them in 24 hours; under a lock keyed by the mailbox, so
 * concurrent requests cannot exceed it. Returns whether one was queued.
 */
async function queueLink(db: Database, emailNormalised: string, limit: number) {
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
    const to = await findLatestTypedAddress(tx, emailNormalised);
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
export async function requestPersonalLink(
  raw: unknown,
  context: SubmissionContext = {},
): Promise<SubmitResult> {
  const parsed = personalLinkSchema.safeParse(raw);
  if (!parsed.success) {
    return { status: "invalid", message: messages.invalid, fieldErrors: fieldErrors(parsed.error) };
  }
  const log = logger().child({ form: "personal_link", requestId: context.requestId });
  try {
    const { db } = await getDatabase();
    // Every request counts towards the client's throttle, a bot's too (as on every form).
    const { ipHash, allowed } = await throttleClient(db, context.headers);
    if (!allowed) {
      log.warn({ ipHash }, "link request throttled");
      return { status: "throttled", message: messages.throttled };
    }
    if (looksAutomated(context)) {
      log.warn({ ipHash }, "link request ignored (honeypot or too fast)");
      return { status: "ok", message: myData.requestSent };
    }
    const queued = await queueLink(db, normaliseEmail(parsed.data.email), env().RATE_LIMIT_PER_DAY);
    if (queued) wakeDispatcher();
    return { status: "ok", message: myData.requestSent };
  } catch (error) {
    log.error({ err: error }, "link request failed");
    return { status: "failed", message: messages.generic };
  }
}
