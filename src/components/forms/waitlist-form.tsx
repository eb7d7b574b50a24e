"use client";

import { useEffect } from "react";

import { waitlistConfirmCopy } from "@/content/confirmation";
import { plans } from "@/content/site";
import {
  companySizeLabel,
  companySizes,
  interestedPlanLabel,
  interestedPlans,
  tradeLabel,
  trades,
} from "@/lib/validation/options";
import { limits } from "@/lib/validation/constants";
import { joinWaitlistAction } from "@/server/submissions/actions";

import { FormCompanion } from "../form-companion/form-companion";
import { PrivacyNote } from "../privacy/privacy-note";
import { BotFields, controlClass, Field, SubmitButtons } from "./fields";
import { FormStatus, SubmittedPanel } from "./form-status";
import { useSubmissionForm } from "./use-submission-form";

type Values = {
  name: string;
  email: string;
  company: string;
  trade: string;
  company_size: string;
  interested_plan: string;
  back_office_users: string;
  field_users: string;
  current_software: string;
  additional_notes: string;
};

const planIds = new Set<string>(interestedPlans);

function blankValues(plan: string): Values {
  return {
    name: "",
    email: "",
    company: "",
    trade: "",
    company_size: "",
    interested_plan: planIds.has(plan) ? plan : "",
    back_office_users: "1",
    field_users: "0",
    current_software: "",
    additional_notes: "",
  };
}

interface Props {
  /** Preselected plan (a plan card's id); otherwise ?plan= in the address, if any. */
  plan?: string;
  source: string;
  onSuccess?: () => void;
  onCancel?: () => void;
  onPendingChange?: (pending: boolean) => void;
}

export function WaitlistForm({ plan = "", source, onSuccess, onCancel, onPendingChange }: Props) {
  const { id, formRef, state, fromServer, pending, error, control, formProps } = useSubmissionForm({
    loadValidator: () =>
      import("@/lib/validation/schemas").then(
        ({ check, waitlistSchema }) =>
          (values) =>
            check(waitlistSchema, values),
      ),
    action: joinWaitlistAction,
    blank: blankValues(plan),
    onSuccess,
    onPendingChange,
  });

  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get("plan") ?? "";
    const select = formRef.current?.elements.namedItem("interested_plan");
    if (!plan && planIds.has(fromAddress) && select instanceof HTMLSelectElement)
      select.value = fromAddress;
  }, [plan, formRef]);

  if (fromServer && state.status === "ok")
    return (
      <SubmittedPanel
        state={state}
        again={{ href: "/", label: "Back to the home page" }}
        successNote={waitlistConfirmCopy.checkInbox}
      />
    );

  return (
    <form {...formProps} className="space-y-5">
      {fromServer && <FormStatus state={state} landing />}
      <input type="hidden" name="source" value={source} />
      <BotFields />
      <FormCompanion form="waitlist" />
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
        <Field id={`${id}-company`} label="Company" error={error("company")}>
          <input
            {...control("company")}
            required
            maxLength={limits.company}
            autoComplete="organization"
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field id={`${id}-trade`} label="Trade" error={error("trade")}>
          <select {...control("trade")} required className={`${controlClass} h-11`}>
            <option value="">Choose your trade</option>
            {trades.map((value) => (
              <option key={value} value={value}>
                {tradeLabel(value)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-company_size`} label="Company size" error={error("company_size")}>
          <select {...control("company_size")} required className={`${controlClass} h-11`}>
            <option value="">Choose a size</option>
            {companySizes.map((value) => (
              <option key={value} value={value}>
                {companySizeLabel(value)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-interested_plan`}
          label="Interested plan"
          error={error("interested_plan")}
        >
          <select {...control("interested_plan")} required className={`${controlClass} h-11`}>
            <option value="">Choose a plan</option>
            {interestedPlans.map((value) => {
              const details = plans.find((candidate) => candidate.id === value);
              return (
                <option key={value} value={value}>
                  {interestedPlanLabel(value)}
                  {details ? ` (£${details.pricePerBackOfficeUser})` : ""}
                </option>
              );
            })}
          </select>
        </Field>
        <Field
          id={`${id}-back_office_users`}
          label="Back-office users"
          hint="Office staff with full access"
          error={error("back_office_users")}
        >
          <input
            {...control("back_office_users", "hint")}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.users}
            required
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field
          id={`${id}-field_users`}
          label="Field users"
          hint="On-site team, £1 each a month"
          error={error("field_users")}
        >
          <input
            {...control("field_users", "hint")}
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.users}
            required
            className={`${controlClass} h-11`}
          />
        </Field>
      </div>
      <Field
        id={`${id}-current_software`}
        label="Current software"
        optional
        error={error("current_software")}
      >
        <input
          {...control("current_software")}
          maxLength={limits.currentSoftware}
          className={`${controlClass} h-11`}
        />
      </Field>
      <Field
        id={`${id}-additional_notes`}
        label="Additional notes"
        optional
        error={error("additional_notes")}
      >
        <textarea
          {...control("additional_notes")}
          rows={3}
          maxLength={limits.additionalNotes}
          className={`${controlClass} py-2`}
        />
      </Field>
      {!fromServer && <FormStatus state={state} successNote={waitlistConfirmCopy.checkInbox} />}
      <SubmitButtons
        pending={pending}
        idleLabel="Join the Waitlist"
        pendingLabel="Submitting..."
        onCancel={onCancel}
      />
      <PrivacyNote form="waitlist" />
    </form>
  );
}
