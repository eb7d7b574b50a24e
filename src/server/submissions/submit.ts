import "server-only";

import type { z } from "zod";

import { waitlistConfirmCopy } from "@/content/confirmation";
import { limits } from "@/lib/validation/constants";
import { messages } from "@/lib/validation/messages";
import {
  contactSchema,
  type FieldErrors,
  fieldErrors,
  newsletterSchema,
  normaliseEmail,
  sourceText,
  waitlistSchema,
} from "@/lib/validation/schemas";

import { type Database, getDatabase } from "../db";
import { env } from "../env";
import { logger } from "../log";
import { wakeDispatcher } from "../outbox-signal";
import { looksAutomated, type SubmissionContext } from "./context";
import {
  type FormKind,
  storeContact,
  storeNewsletter,
  storeWaitlist,
  type WriteMeta,
} from "./repository";
import { throttleClient } from "./throttle";

export type { SubmissionContext } from "./context";

export type SubmitResult =
  | { status: "ok"; message: string; note?: string }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors }
  | { status: "rate_limited"; message: string }
  | { status: "throttled"; message: string }
  | { status: "failed"; message: string };

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
  ): Promise<boolean>;
}

/**
 * The flow every form shares: validate, throttle the client, store under the address's gate
 * (repository.ts), then wake the dispatcher for what was queued. Expected outcomes come back as
 * values; only a failure to store is "failed", and then nothing was stored.
 */
async function submit<S extends z.ZodType>(
  definition: FormDefinition<S>,
  raw: unknown,
  context: SubmissionContext,
): Promise<SubmitResult> {
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    return { status: "invalid", message: messages.invalid, fieldErrors: fieldErrors(parsed.error) };
  }
  const input = parsed.data as z.infer<S> & { email: string };
  const log = logger().child({ form: definition.form, requestId: context.requestId });
  try {
    const { db } = await getDatabase();
    // Quarantined attempts count too: a bot sees the normal answer until the throttle's.
    const { ipHash, allowed } = await throttleClient(db, context.headers);
    if (!allowed) {
      log.warn({ ipHash }, "submission throttled");
      return { status: "throttled", message: messages.throttled };
    }
    const meta: WriteMeta = {
      emailNormalised: normaliseEmail(input.email),
      ipHash,
      source: sourceText(context.source, limits.source),
      quarantined: looksAutomated(context),
    };
    if (!(await definition.store(db, input, meta, env().RATE_LIMIT_PER_DAY, context))) {
      return { status: "rate_limited", message: messages.rateLimited };
    }
    if (meta.quarantined) log.warn({ ipHash }, "submission quarantined (honeypot or too fast)");
    else wakeDispatcher();
    return definition.note
      ? { status: "ok", message: definition.success, note: definition.note }
      : { status: "ok", message: definition.success };
  } catch (error) {
    // The visitor gets the spec's message; the database's own text goes only to the log.
    log.error({ err: error }, "submission failed");
    return { status: "failed", message: definition.failure };
  }
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
