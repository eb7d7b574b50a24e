"use server";

import { randomUUID } from "node:crypto";

import { headers } from "next/headers";

import type { FormState } from "@/lib/validation/form-state";

import { readBotSignals, readFields } from "../submissions/form-data";
import { requestPersonalLink } from "./request-link";

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
