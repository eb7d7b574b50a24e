"use client";

import { myData } from "@/content/my-data";
import { limits } from "@/lib/validation/constants";
import { requestPersonalLinkAction } from "@/server/forms/actions";

import { BotFields, controlClass, Field, SubmitButtons } from "../forms/fields";
import { FormStatus } from "../forms/form-status";
import { useSubmissionForm } from "../forms/use-submission-form";

const blank = { email: "" };

/** "E-mail me a link": the same answer for every address, with or without JavaScript. */
export function RequestLinkForm() {
  const { id, state, pending, error, control, formProps } = useSubmissionForm({
    loadValidator: () =>
      import("@/lib/validation/schemas").then(
        ({ check, personalLinkSchema }) =>
          (values) =>
            check(personalLinkSchema, values),
      ),
    action: requestPersonalLinkAction,
    blank,
  });
  return (
    <form {...formProps} className="space-y-5">
      <BotFields />
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
      <FormStatus state={state} />
      <SubmitButtons pending={pending} idleLabel={myData.requestButton} pendingLabel="Sending..." />
    </form>
  );
}
