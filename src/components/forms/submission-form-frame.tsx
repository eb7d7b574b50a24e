"use client";

import type { ReactNode } from "react";

import type { PrivacyNoteForm } from "@/content/privacy-notes";

import { PrivacyNote } from "../privacy/privacy-note";
import { BotFields } from "./bot-fields";
import { FormStatus, SubmittedPanel } from "./form-status";
import { SubmitButtons } from "./submit-buttons";
import type { useSubmissionForm } from "./use-submission-form";

type Submission = Pick<
  ReturnType<typeof useSubmissionForm>,
  "state" | "fromServer" | "pending" | "formProps"
>;

/**
 * What the waitlist and contact forms put around their fields: the answer first when the page
 * is the server's reply to a no-JavaScript post (and only the answer once it is a success), the
 * page it was sent from, the bot checks, then the live status, the buttons and the privacy line.
 */
export function SubmissionFormFrame({
  submission: { state, fromServer, pending, formProps },
  source,
  again,
  successNote,
  submitLabels: [idleLabel, pendingLabel],
  onCancel,
  privacy,
  children,
}: {
  submission: Submission;
  source: string;
  /** Where a visitor goes from the no-JavaScript success page. */
  again: { href: string; label: string };
  successNote?: string;
  submitLabels: [idle: string, pending: string];
  onCancel?: () => void;
  privacy: PrivacyNoteForm;
  children: ReactNode;
}) {
  if (fromServer && state.status === "ok")
    return <SubmittedPanel state={state} again={again} successNote={successNote} />;

  return (
    <form {...formProps} className="space-y-5">
      {fromServer && <FormStatus state={state} landing />}
      <input type="hidden" name="source" value={source} />
      <BotFields />
      {children}
      {!fromServer && <FormStatus state={state} successNote={successNote} />}
      <SubmitButtons
        pending={pending}
        idleLabel={idleLabel}
        pendingLabel={pendingLabel}
        onCancel={onCancel}
      />
      <PrivacyNote form={privacy} />
    </form>
  );
}
