"use client";

import { myData } from "@/content/my-data";
import { requestPersonalLinkAction } from "@/server/forms/actions";

import { BotFields } from "../forms/bot-fields";
import { EmailField } from "../forms/person-fields";
import { FormStatus } from "../forms/form-status";
import { SubmitButtons } from "../forms/submit-buttons";
import { useSubmissionForm } from "../forms/use-submission-form";
import { schemaValidator } from "../forms/validation";

const blank = { email: "" };

/** "E-mail me a link": the same answer for every address, with or without JavaScript. */
export function RequestLinkForm() {
  const { state, pending, field, formProps } = useSubmissionForm({
    loadValidator: schemaValidator("personalLinkSchema"),
    action: requestPersonalLinkAction,
    blank,
  });
  return (
    <form {...formProps} className="space-y-5">
      <BotFields />
      <EmailField field={field("email")} />
      <FormStatus state={state} />
      <SubmitButtons pending={pending} idleLabel={myData.requestButton} pendingLabel="Sending..." />
    </form>
  );
}
