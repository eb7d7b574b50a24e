"use client";

import { useActionState, useState } from "react";

import { IN_PAGE_FIELD } from "@/lib/validation/constants";
import { type FormState, idleState } from "@/lib/validation/form-state";
import { messages } from "@/lib/validation/messages";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

/** Longer than any answer should take on a weak signal; the button never spins forever. */
export const SUBMIT_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * One submission flow for both worlds: without JavaScript the form posts to the Server Action and
 * the page shows `serverState`; with JavaScript `submit` calls the same action, and the
 * submitting state ends on an answer, a network error or a timeout.
 */
export function useFormSubmission(action: Action, permalink?: string) {
  const [serverState, formAction] = useActionState(action, idleState, permalink);
  const [clientState, setClientState] = useState<FormState | null>(null);
  const [pending, setPending] = useState(false);
  const state = clientState ?? serverState;

  async function submit(formData: FormData): Promise<FormState> {
    setPending(true);
    formData.set(IN_PAGE_FIELD, "1");
    let result: FormState;
    try {
      result = await withTimeout(action(state, formData), SUBMIT_TIMEOUT_MS);
    } catch {
      result = { status: "failed", message: messages.generic, submittedAt: Date.now() };
    }
    setClientState(result);
    setPending(false);
    return result;
  }

  // The answer to a post made without JavaScript (the page reloaded with it).
  const fromServer = clientState === null && serverState.status !== "idle";
  return { state, fromServer, pending, submit, formAction };
}
