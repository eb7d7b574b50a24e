import "server-only";

import type pino from "pino";
import type { z } from "zod";

import { messages } from "@/lib/validation/messages";
import { type FieldErrors, fieldErrors } from "@/lib/validation/schemas";

import { type Database, getDatabase } from "../db";
import { logger } from "../log";
import type { SubmissionContext } from "./context";
import { throttleClient } from "./throttle";

export type SubmitResult =
  | { status: "ok"; message: string; note?: string }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors }
  | { status: "rate_limited"; message: string }
  | { status: "throttled"; message: string }
  | { status: "failed"; message: string };

/** What a form's own step gets once the request is admitted. */
export interface Admitted {
  db: Database;
  ipHash: string | null;
  log: pino.Logger;
}

/**
 * How every form's request starts and fails, the personal-link request's included: the fields
 * are checked against the form's schema, then the request counts towards the client's throttle
 * (a bot's too: it sees the normal answer until the throttle's), and only then does the form's own
 * step run. A failure after the check is logged as "<what> failed" and answered with `failure`:
 * the database's own text goes only to the log.
 */
export async function admit<S extends z.ZodType>(
  form: { form: string; schema: S; failure: string },
  what: string,
  raw: unknown,
  context: SubmissionContext,
  step: (input: z.infer<S>, admitted: Admitted) => Promise<SubmitResult>,
): Promise<SubmitResult> {
  const parsed = form.schema.safeParse(raw);
  if (!parsed.success) {
    return { status: "invalid", message: messages.invalid, fieldErrors: fieldErrors(parsed.error) };
  }
  const log = logger().child({ form: form.form, requestId: context.requestId });
  try {
    const { db } = await getDatabase();
    const { ipHash, allowed } = await throttleClient(db, context.headers);
    if (!allowed) {
      log.warn({ ipHash }, `${what} throttled`);
      return { status: "throttled", message: messages.throttled };
    }
    return await step(parsed.data, { db, ipHash, log });
  } catch (error) {
    log.error({ err: error }, `${what} failed`);
    return { status: "failed", message: form.failure };
  }
}
