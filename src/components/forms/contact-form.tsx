"use client";

import { limits } from "@/lib/validation/constants";
import { sendContactAction } from "@/server/submissions/actions";

import { FormCompanion } from "../form-companion/form-companion";
import { PrivacyNote } from "../privacy/privacy-note";
import { BotFields, controlClass, Field, SubmitButtons } from "./fields";
import { FormStatus, SubmittedPanel } from "./form-status";
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
  const { id, state, fromServer, pending, error, control, formProps } = useSubmissionForm({
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
      <FormCompanion form="contact" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={error("name")}>
          <input
            {...control("name")}
            required
            maxLength={limits.name}
            autoComplete="name"
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field id={`${id}-email`} label="Email" error={error("email")}>
          <input
            {...control("email")}
            type="email"
            required
            maxLength={limits.email}
            autoComplete="email"
            className={`${controlClass} h-11`}
          />
        </Field>
      </div>
      <Field id={`${id}-message`} label="Message" error={error("message")}>
        <textarea
          {...control("message")}
          required
          rows={5}
          maxLength={limits.message}
          className={`${controlClass} py-2`}
        />
      </Field>
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
