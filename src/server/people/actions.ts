"use server";

import { randomUUID } from "node:crypto";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { personalPagePath } from "@/lib/personal-page";
import type { FormState } from "@/lib/validation/form-state";
import { waitlistCorrectionSchema } from "@/lib/validation/schemas";

import { logger } from "../log";
import { refreshFounderPlacePages } from "../submissions/founder-places";
import { readBotSignals, readFields } from "../submissions/form-data";
import { correctWaitlistEntry } from "./correct";
import { eraseEverythingAbout } from "./erasure";
import { openPersonalToken } from "./link";
import { requestPersonalLink } from "./request-link";

const correctionFields = Object.keys(waitlistCorrectionSchema.shape);
const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** "E-mail me a link": the same answer for every address (see requestPersonalLink). */
export async function requestPersonalLinkAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const values = readFields(formData, ["email"]);
  const requestHeaders = await headers();
  const result = await requestPersonalLink(values, {
    headers: requestHeaders,
    requestId: requestHeaders.get("x-request-id") ?? randomUUID(),
    ...readBotSignals((name) => formData.get(name)),
  });
  return {
    status: result.status,
    message: result.message,
    ...(result.status === "invalid" ? { fieldErrors: result.fieldErrors } : {}),
    ...(result.status === "ok" ? {} : { values }),
    submittedAt: Date.now(),
  };
}

/** Corrects one waitlist entry; on success the page is shown again, with the change and a note. */
export async function correctEntryAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const token = text(formData, "token");
  const opened = openPersonalToken(token);
  if (!opened) redirect(personalPagePath(token));
  const values = readFields(formData, correctionFields);
  const result = await correctWaitlistEntry(opened.email, Number(text(formData, "entry")), values);
  if (result.status === "ok") redirect(personalPagePath(token, { done: "corrected" }));
  return {
    status: result.status === "not_found" ? "failed" : result.status,
    message: result.message,
    ...(result.status === "invalid" ? { fieldErrors: result.fieldErrors } : {}),
    values,
    submittedAt: Date.now(),
  };
}

/** Deletes everything about the link's mailbox; only the confirmation step's form sends it. */
export async function eraseMyDataAction(formData: FormData): Promise<void> {
  const token = text(formData, "token");
  const opened = openPersonalToken(token);
  if (!opened) redirect(personalPagePath(token));
  if (text(formData, "confirm") !== "yes" || text(formData, "understood") !== "on") {
    redirect(personalPagePath(token, { step: "delete" }));
  }
  const result = await eraseEverythingAbout(opened.email, "person");
  if (result) {
    logger().info({ auditId: result.auditId, ...result.counts }, "a person erased their data");
    refreshFounderPlacePages();
  }
  redirect(personalPagePath(token, { done: result ? "deleted" : "failed" }));
}
