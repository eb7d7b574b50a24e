import type { FieldErrors } from "./schemas";

/** What a form shows after a submission: the Server Action returns it, the JSON API mirrors it. */
export type FormStatus = "idle" | "ok" | "invalid" | "rate_limited" | "throttled" | "failed";

export interface FormState {
  status: FormStatus;
  message: string;
  fieldErrors?: FieldErrors;
  /** What was typed, echoed back so a page reloaded without JavaScript keeps it after an error. */
  values?: Record<string, string>;
  /** Changes on every submission, so the form can tell two identical answers apart. */
  submittedAt?: number;
}

export const idleState: FormState = { status: "idle", message: "" };
