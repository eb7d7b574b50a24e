"use client";

import type { ReactNode } from "react";

import type { FunnelForm } from "@/lib/analytics/wire-constants";

import { FormCompanion } from "../form-companion/form-companion";
import { PrivacyNote } from "../privacy/privacy-note";
import { BotFields } from "./bot-fields";
import { FormStatus } from "./form-status";
import { SubmitButtons } from "./submit-buttons";
import type { useSubmissionForm } from "./use-submission-form";

type Submission = Pick<
  ReturnType<typeof useSubmissionForm>,
  "state" | "fromServer" | "pending" | "formProps"
>;

/** What sets the waitlist and contact forms apart, besides their fields: one object per form. */
export interface SubmissionFormKind {
  /** Names the form for its companion (drafts, funnel steps) and its privacy line. */
  form: FunnelForm;
  loadValidator: Parameters<typeof useSubmissionForm>[0]["loadValidator"];
  action: Parameters<typeof useSubmissionForm>[0]["action"];
  successNote?: string;
  submitLabels: [idle: string, pending: string];
}

/** The props a page or dialog gives either form. */
export interface SubmissionFormProps {
  source: string;
  onSuccess?: () => void;
  onCancel?: () => void;
  onPendingChange?: (pending: boolean) => void;
}

/**
 * What the waitlist and contact forms put around their fields: the answer first when the page
 * is the server's reply to a refused no-JavaScript post (a success is redirected to its own page,
 * decision 048), the page it was sent from, the bot checks and the form's companion, then the
 * live status, the buttons and the privacy line.
 */
export function SubmissionFormFrame({
  submission: { state, fromServer, pending, formProps },
  kind: {
    form,
    successNote,
    submitLabels: [idleLabel, pendingLabel],
  },
  source,
  onCancel,
  children,
}: {
  submission: Submission;
  kind: SubmissionFormKind;
  source: string;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <form {...formProps} className="space-y-5">
      {fromServer && <FormStatus state={state} landing />}
      <input type="hidden" name="source" value={source} />
      <BotFields />
      <FormCompanion form={form} />
      {children}
      {!fromServer && <FormStatus state={state} successNote={successNote} />}
      <SubmitButtons
        pending={pending}
        idleLabel={idleLabel}
        pendingLabel={pendingLabel}
        onCancel={onCancel}
      />
      <PrivacyNote form={form} />
    </form>
  );
}
