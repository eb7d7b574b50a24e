"use client";

import { limits } from "@/lib/validation/constants";
import type { ContactInput } from "@/lib/validation/schemas";
import { sendContactAction } from "@/server/forms/actions";

import { FormCompanion } from "../form-companion/form-companion";
import { EmailField, NameField } from "./person-fields";
import { TextAreaField } from "./field";
import { SubmissionFormFrame } from "./submission-form-frame";
import { useSubmissionForm } from "./use-submission-form";
import { schemaValidator } from "./validation";

type Values = Record<keyof ContactInput, string>;
const blank: Values = { name: "", email: "", message: "" };

interface Props {
  source: string;
  onSuccess?: () => void;
  onCancel?: () => void;
  onPendingChange?: (pending: boolean) => void;
}

export function ContactForm({ source, onSuccess, onCancel, onPendingChange }: Props) {
  const { field, ...submission } = useSubmissionForm({
    loadValidator: schemaValidator("contactSchema"),
    action: sendContactAction,
    blank,
    onSuccess,
    onPendingChange,
  });

  return (
    <SubmissionFormFrame
      submission={submission}
      source={source}
      again={{ href: "/contact", label: "Send another message" }}
      submitLabels={["Send Message", "Sending..."]}
      onCancel={onCancel}
      privacy="contact"
    >
      <FormCompanion form="contact" />
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
    </SubmissionFormFrame>
  );
}
