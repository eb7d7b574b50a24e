import "server-only";

import { randomBytes } from "node:crypto";

import type { SQL } from "drizzle-orm";
import type { z } from "zod";

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

import { attributionInsert } from "../analytics/attribution";
import { type Database, getDatabase } from "../db";
import { env } from "../env";
import { logger } from "../log";
import { wakeDispatcher } from "../notifications/signal";
import { clientAddress, hashAddress } from "./client-address";
import { waitlistConfirmCopy } from "@/content/confirmation";
import { newsletterConsent } from "@/content/newsletter";
import { contactRecord, waitlistRecord } from "./records";
import { contactSubmissions, waitlistSubmissions } from "../db/schema";
import {
  countQuarantinedNewsletter,
  enqueueNotifications,
  type FormKind,
  gate,
  hasConfirmedSubscription,
  insertGated,
  insertNewsletter,
  type QueuedNotice,
  recordNewsletterAttempt,
} from "./repository";
import { looksAutomated } from "./form-data";
import { allowClient } from "./throttle";

export type SubmitResult =
  | { status: "ok"; message: string; note?: string }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors }
  | { status: "rate_limited"; message: string }
  | { status: "throttled"; message: string }
  | { status: "failed"; message: string };

export interface SubmissionContext {
  headers?: Headers | null;
  /** The page (and plan) the form was opened from. */
  source?: string;
  /** Value of the honeypot field; anything but empty marks a bot. */
  honeypot?: string | null;
  /** When the browser first showed the form (ms since epoch), if it said. */
  startedAt?: number | null;
  requestId?: string;
  /** The sign-up's source (ATTRIBUTION_FIELD), as sent; analytics parses it or drops it. */
  attribution?: unknown;
}

interface WriteMeta {
  emailNormalised: string;
  ipHash: string | null;
  source: string;
  quarantined: boolean;
}

interface FormDefinition<S extends z.ZodType> {
  form: FormKind;
  schema: S;
  success: string;
  /** One plain line beside the success message (the waitlist's "confirm from the e-mail"). */
  note?: string;
  failure: string;
  /** Stores the submission and queues its notifications unless the address has had `limit`
   * counted submissions in the last 24 hours; false when it has. */
  store(
    db: Database,
    input: z.infer<S>,
    meta: WriteMeta,
    limit: number,
    context: SubmissionContext,
  ): Promise<boolean>;
}

/** The rate limit's window (specification: 3 per e-mail per 24 hours). */
const WINDOW_HOURS = 24;

/**
 * Validates, throttles, and then atomically locks the e-mail, counts its last 24 hours, inserts
 * the row and its notifications (one statement for the waitlist and contact forms, decision
 * 011). Expected outcomes come back as values; only a failure to store is "failed", and then
 * nothing was stored.
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
    const config = env();
    const ipHash = hashAddress(
      context.headers ? clientAddress(context.headers, config.TRUST_PROXY) : null,
    );
    const quarantined = looksAutomated(context);
    // Quarantined attempts count too: a bot sees the normal answer until the throttle's.
    if (!(await allowClient(db, ipHash, config.IP_RATE_LIMIT_PER_HOUR))) {
      log.warn({ ipHash }, "submission throttled");
      return { status: "throttled", message: messages.throttled };
    }
    const emailNormalised = normaliseEmail(input.email);
    const meta: WriteMeta = {
      emailNormalised,
      ipHash,
      source: sourceText(context.source, limits.source),
      quarantined,
    };
    const stored = await definition.store(db, input, meta, config.RATE_LIMIT_PER_DAY, context);
    if (!stored) return { status: "rate_limited", message: messages.rateLimited };
    if (quarantined) log.warn({ ipHash }, "submission quarantined (honeypot or too fast)");
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

/** The one-statement store of the waitlist and contact forms: a quarantined row is kept but
 * neither counted nor notified. */
function storeGated<T extends typeof waitlistSubmissions | typeof contactSubmissions>(
  db: Database,
  form: "waitlist" | "contact",
  table: T,
  values: T["$inferInsert"] & WriteMeta,
  limit: number,
  notices: () => QueuedNotice[],
  alongside?: SQL | null,
) {
  return insertGated(db, form, table, values, {
    limit,
    hours: WINDOW_HOURS,
    notices: values.quarantined ? [] : notices(),
    registerMailbox: form === "waitlist" && !values.quarantined,
    alongside,
  });
}

const waitlist: FormDefinition<typeof waitlistSchema> = {
  form: "waitlist",
  schema: waitlistSchema,
  success: messages.waitlistSuccess,
  note: waitlistConfirmCopy.checkInbox,
  failure: messages.waitlistFailed,
  store(db, input, meta, limit, context) {
    const values = {
      name: input.name,
      email: input.email,
      company: input.company,
      trade: input.trade,
      companySize: input.company_size,
      interestedPlan: input.interested_plan,
      backOfficeUsers: input.back_office_users,
      fieldUsers: input.field_users,
      currentSoftware: input.current_software,
      additionalNotes: input.additional_notes,
      ...meta,
    };
    // Issue 18: the sign-up's attribution goes in the same statement (analytics/attribution.ts).
    const attribution = attributionInsert(context.attribution);
    return storeGated(
      db,
      "waitlist",
      waitlistSubmissions,
      values,
      limit,
      () => [
        {
          kind: "founder_notice",
          payload: { type: "waitlist", submission: waitlistRecord(values) },
          stamp: true,
        },
        {
          kind: "waitlist_confirmation",
          payload: {
            to: input.email,
            name: input.name,
            emailNormalised: meta.emailNormalised,
            trade: input.trade,
            companySize: input.company_size,
            interestedPlan: input.interested_plan,
            backOfficeUsers: input.back_office_users,
            fieldUsers: input.field_users,
            signedUpAt: new Date().toISOString(),
          },
        },
      ],
      attribution,
    );
  },
};

const contact: FormDefinition<typeof contactSchema> = {
  form: "contact",
  schema: contactSchema,
  success: messages.contactSuccess,
  failure: messages.generic,
  store(db, input, meta, limit) {
    const values = { name: input.name, email: input.email, message: input.message, ...meta };
    return storeGated(db, "contact", contactSubmissions, values, limit, () => [
      {
        kind: "founder_notice",
        payload: { type: "contact", submission: contactRecord(values) },
        stamp: true,
      },
      { kind: "contact_acknowledgement", payload: { to: input.email, name: input.name } },
    ]);
  },
};

const token = () => randomBytes(24).toString("base64url");

const newsletter: FormDefinition<typeof newsletterSchema> = {
  form: "newsletter",
  schema: newsletterSchema,
  success: messages.newsletterSuccess,
  failure: messages.generic,
  store(db, input, meta, limit) {
    return db.transaction(async (tx) => {
      // Every attempt counts, stored or not, so a subscribed address answers like a new one.
      const recent = await gate(tx, "newsletter", meta.emailNormalised, WINDOW_HOURS);
      if (meta.quarantined) {
        const quarantined = await countQuarantinedNewsletter(
          tx,
          meta.emailNormalised,
          WINDOW_HOURS,
        );
        if (quarantined >= limit) return false;
      } else {
        if (recent >= limit) return false;
        await recordNewsletterAttempt(tx, meta.emailNormalised);
      }
      await writeSubscription(tx, input, meta);
      return true;
    });
  },
};

async function writeSubscription(
  tx: Database,
  input: z.infer<typeof newsletterSchema>,
  meta: WriteMeta,
) {
  // Already confirmed: nothing to do, and the answer must not reveal who is subscribed.
  if (!meta.quarantined && (await hasConfirmedSubscription(tx, meta.emailNormalised))) return;
  const row = await insertNewsletter(tx, {
    email: input.email,
    confirmToken: token(),
    unsubscribeToken: token(),
    consentText: newsletterConsent.text,
    consentVersion: newsletterConsent.version,
    ...meta,
  });
  if (meta.quarantined) return;
  await enqueueNotifications(tx, [
    {
      kind: "newsletter_confirmation",
      subjectEmail: meta.emailNormalised,
      payload: {
        to: row.email,
        confirmToken: row.confirmToken,
        unsubscribeToken: row.unsubscribeToken,
      },
    },
  ]);
}

export const submitWaitlist = (raw: unknown, context: SubmissionContext = {}) =>
  submit(waitlist, raw, context);
export const submitContact = (raw: unknown, context: SubmissionContext = {}) =>
  submit(contact, raw, context);
export const subscribeNewsletter = (raw: unknown, context: SubmissionContext = {}) =>
  submit(newsletter, raw, context);
