"use client";

import { limits } from "@/lib/validation/constants";
import { sendContactAction } from "@/server/submissions/actions";

import { PrivacyNote } from "../privacy/privacy-note";
import { BotFields } from "./bot-fields";
import { EmailField, NameField } from "./entry-fields";
import { TextAreaField } from "./field";
import { FormStatus, SubmittedPanel } from "./form-status";
import { SubmitButtons } from "./submit-buttons";
import { useSubmissionForm } from "./use-submission-form";

type Values = { name: string; email: string; message: string };
const blank: Values = { name: "", email: "", message: "" };

interface Props {
  source: string;
  onSuccess?: () => void;
  onCancel?: () => void;
  onPendingChange?: (pending: boolean) => void;
}

export function ContactForm({ source, onSuccess, onCancel, onPendingChange }: Props) {
  const { state, fromServer, pending, field, formProps } = useSubmissionForm({
    loadValidator: () =>
      import("@/lib/validation/schemas").then(
        ({ check, contactSchema }) =>
          (values) =>
            check(contactSchema, values),
      ),
    action: sendContactAction,
    blank,
    onSuccess,
    onPendingChange,
  });

  if (fromServer && state.status === "ok")
    return (
      <SubmittedPanel state={state} again={{ href: "/contact", label: "Send another message" }} />
    );

  return (
    <form {...formProps} className="space-y-5">
      {fromServer && <FormStatus state={state} landing />}
      <input type="hidden" name="source" value={source} />
      <BotFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField field={field("name")} autoComplete="name" />
        <EmailField field={field("email")} />
      </div>
      <TextAreaField
        {...field("message")}
        label="Message"
        required
        rows={5}
        maxLength={limits.message}
      />
      {!fromServer && <FormStatus state={state} />}
      <SubmitButtons
        pending={pending}
        idleLabel="Send Message"
        pendingLabel="Sending..."
        onCancel={onCancel}
      />
      <PrivacyNote form="contact" />
    </form>
  );
}
