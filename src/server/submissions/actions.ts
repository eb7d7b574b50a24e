"use server";

import { randomUUID } from "node:crypto";

import { headers } from "next/headers";

import { ATTRIBUTION_FIELD } from "@/lib/analytics/wire";
import type { FormState } from "@/lib/validation/form-state";

import {
  contactFields,
  newsletterFields,
  readBotSignals,
  readFields,
  waitlistFields,
} from "./form-data";
import { submitContact, submitWaitlist, type SubmitResult, subscribeNewsletter } from "./submit";

type Submit = typeof submitWaitlist;

/**
 * The one wrapper every form action shares: FormData in, use case, FormState out. Used by the
 * dialogs (with JavaScript) and by the pages' plain form posts (without).
 */
async function handle(
  submit: Submit,
  fields: readonly string[],
  formData: FormData,
): Promise<FormState> {
  const values = readFields(formData, fields);
  const requestHeaders = await headers();
  const source = formData.get("source");
  const result: SubmitResult = await submit(values, {
    headers: requestHeaders,
    source: typeof source === "string" ? source : "",
    requestId: requestHeaders.get("x-request-id") ?? randomUUID(),
    ...readBotSignals((name) => formData.get(name)),
    attribution: formData.get(ATTRIBUTION_FIELD),
  });
  return {
    status: result.status,
    message: result.message,
    ...(result.status === "invalid" ? { fieldErrors: result.fieldErrors } : {}),
    // Keep what was typed after a refusal; a success clears the form.
    ...(result.status === "ok" ? {} : { values }),
    submittedAt: Date.now(),
  };
}

export async function joinWaitlistAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  return handle(submitWaitlist, waitlistFields, formData);
}

export async function sendContactAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  return handle(submitContact, contactFields, formData);
}

export async function subscribeNewsletterAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  return handle(subscribeNewsletter, newsletterFields, formData);
}
