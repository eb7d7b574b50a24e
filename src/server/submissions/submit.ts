import "server-only";

import type { z } from "zod";

import { waitlistConfirmCopy } from "@/content/confirmation";
import { limits } from "@/lib/validation/constants";
import { messages } from "@/lib/validation/messages";
import {
  contactSchema,
  newsletterSchema,
  normaliseEmail,
  sourceText,
  waitlistSchema,
} from "@/lib/validation/schemas";

import type { Database } from "../db";
import { env } from "../env";
import { wakeDispatcher } from "../outbox-signal";
import { admit, type SubmitResult } from "./admission";
import { looksAutomated, type SubmissionContext } from "./context";
import { replayOf } from "./replay-key";
import {
  type FormKind,
  type StoreOutcome,
  storeContact,
  storeNewsletter,
  storeWaitlist,
  type WriteMeta,
} from "./repository";

export type { SubmissionContext } from "./context";

export type { SubmitResult } from "./admission";

interface FormDefinition<S extends z.ZodType> {
  form: FormKind;
  schema: S;
  success: string;
  /** One plain line beside the success message (the waitlist's "confirm from the e-mail"). */
  note?: string;
  failure: string;
  store(
    db: Database,
    input: z.infer<S>,
    meta: WriteMeta,
    limit: number,
    context: SubmissionContext,
  ): Promise<StoreOutcome>;
}

/**
 * The flow every form shares: validate and throttle the client (admission.ts), store under the
 * address's gate (repository.ts), then wake the dispatcher for what was queued. A fill sent again
 * after a lost answer is answered as the first send was, and stored once (decision 059). Expected outcomes
 * come back as values; only a failure to store is "failed", and then nothing was stored.
 */
function submit<S extends z.ZodType>(
  definition: FormDefinition<S>,
  raw: unknown,
  context: SubmissionContext,
): Promise<SubmitResult> {
  return admit(definition, "submission", raw, context, async (parsed, { db, ipHash, log }) => {
    const input = parsed as z.infer<S> & { email: string };
    const quarantined = looksAutomated(context, env().FORM_MIN_FILL_MS);
    const meta: WriteMeta = {
      emailNormalised: normaliseEmail(input.email),
      ipHash,
      source: sourceText(context.source, limits.source),
      quarantined,
      replay: quarantined ? null : replayOf(definition.form, context, input),
    };
    const outcome = await definition.store(db, input, meta, env().RATE_LIMIT_PER_DAY, context);
    if (outcome === "limited") return { status: "rate_limited", message: messages.rateLimited };
    // Sent again after its answer was lost: stored the first time, so answered the same way.
    if (outcome === "replayed") log.info("submission sent again; already stored");
    else if (quarantined) log.warn({ ipHash }, "submission quarantined (honeypot or too fast)");
    else wakeDispatcher();
    return definition.note
      ? { status: "ok", message: definition.success, note: definition.note }
      : { status: "ok", message: definition.success };
  });
}

const waitlist: FormDefinition<typeof waitlistSchema> = {
  form: "waitlist",
  schema: waitlistSchema,
  success: messages.waitlistSuccess,
  note: waitlistConfirmCopy.checkInbox,
  failure: messages.waitlistFailed,
  store: storeWaitlist,
};

const contact: FormDefinition<typeof contactSchema> = {
  form: "contact",
  schema: contactSchema,
  success: messages.contactSuccess,
  failure: messages.generic,
  store: storeContact,
};

const newsletter: FormDefinition<typeof newsletterSchema> = {
  form: "newsletter",
  schema: newsletterSchema,
  success: messages.newsletterSuccess,
  failure: messages.generic,
  store: storeNewsletter,
};

export type SubmissionUseCase = (
  raw: unknown,
  context?: SubmissionContext,
) => Promise<SubmitResult>;

export const submitWaitlist: SubmissionUseCase = (raw, context = {}) =>
  submit(waitlist, raw, context);
export const submitContact: SubmissionUseCase = (raw, context = {}) =>
  submit(contact, raw, context);
export const subscribeNewsletter: SubmissionUseCase = (raw, context = {}) =>
  submit(newsletter, raw, context);
