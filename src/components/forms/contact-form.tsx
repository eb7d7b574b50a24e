"use client";

import { limits } from "@/lib/validation/constants";
import type { ContactInput } from "@/lib/validation/schemas";
import { sendContactAction } from "@/server/forms/actions";

import { EmailField, NameField } from "./person-fields";
import { TextAreaField } from "./field";
import {
  SubmissionFormFrame,
  type SubmissionFormKind,
  type SubmissionFormProps,
} from "./submission-form-frame";
import { useSubmissionForm } from "./use-submission-form";
import { schemaValidator } from "./validation";

type Values = Record<keyof ContactInput, string>;
const blank: Values = { name: "", email: "", message: "" };

const contact: SubmissionFormKind = {
  form: "contact",
  loadValidator: schemaValidator("contactSchema"),
  action: sendContactAction,
  submitLabels: ["Send Message", "Sending..."],
};

export function ContactForm({ source, onSuccess, onCancel, onPendingChange }: SubmissionFormProps) {
  const { field, ...submission } = useSubmissionForm({
    ...contact,
    blank,
    onSuccess,
    onPendingChange,
  });

  return (
    <SubmissionFormFrame submission={submission} kind={contact} source={source} onCancel={onCancel}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
    </SubmissionFormFrame>
  );
}
