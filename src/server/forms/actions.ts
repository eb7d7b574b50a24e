"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { type FormAnswer, formAnswerLocation, formAnswers } from "@/lib/form-answers";
import { IN_PAGE_FIELD } from "@/lib/validation/constants";
import { contactFieldNames, waitlistFieldNames } from "@/lib/validation/fields";
import type { FormState } from "@/lib/validation/form-state";

import { requestPersonalLink } from "../people/request-link";
import { submissionContext } from "../submissions/context";
import { submitContact, type SubmissionUseCase, submitWaitlist } from "../submissions/submit";

/**
 * FormData in, use case, FormState out: the one adapter every form action shares, for the
 * dialogs (with JavaScript) and the pages' plain form posts (without). A plain post's success is
 * answered with a redirect to `answer`'s page (a 303), so the browser never posts it again.
 */
async function handle(
  submit: SubmissionUseCase,
  fields: readonly string[],
  formData: FormData,
  answer?: FormAnswer,
): Promise<FormState> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const result = await submit(
    values,
    submissionContext(await headers(), (n) => formData.get(n)),
  );
  if (result.status === "ok" && answer && formData.get(IN_PAGE_FIELD) === null) {
    redirect(formAnswerLocation(answer));
  }
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
  return handle(submitWaitlist, waitlistFieldNames, formData, formAnswers.waitlist);
}

export async function sendContactAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  return handle(submitContact, contactFieldNames, formData, formAnswers.contact);
}

/** "E-mail me a link" (/my-data): the same answer for every address (see requestPersonalLink). */
export async function requestPersonalLinkAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  return handle(requestPersonalLink, ["email"], formData, formAnswers.personalLink);
}
