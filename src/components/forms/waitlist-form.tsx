"use client";

import { useEffect } from "react";

import { waitlistConfirmCopy } from "@/content/confirmation";
import { plans } from "@/content/site";
import { limits } from "@/lib/validation/constants";
import { interestedPlans } from "@/lib/validation/options";
import { joinWaitlistAction } from "@/server/submissions/actions";

import { PrivacyNote } from "../privacy/privacy-note";
import { BotFields } from "./bot-fields";
import { planChoices } from "./choices";
import {
  CompanyField,
  CompanySizeField,
  EmailField,
  NameField,
  PlanField,
  TradeField,
  UserCountField,
} from "./entry-fields";
import { InputField, TextAreaField } from "./field";
import { FormStatus, SubmittedPanel } from "./form-status";
import { SubmitButtons } from "./submit-buttons";
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

/** A sign-up sees each plan's price per back-office user beside its name. */
const pricedPlanChoices = planChoices.map(([value, label]) => {
  const details = plans.find((candidate) => candidate.id === value);
  return [value, details ? `${label} (£${details.pricePerBackOfficeUser})` : label] as const;
});

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
  const { formRef, state, fromServer, pending, field, formProps } = useSubmissionForm({
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
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField field={field("name")} autoComplete="name" />
        <EmailField field={field("email")} />
        <CompanyField field={field("company")} autoComplete="organization" />
        <TradeField field={field("trade")} placeholder="Choose your trade" />
        <CompanySizeField field={field("company_size")} placeholder="Choose a size" />
        <PlanField
          field={field("interested_plan")}
          placeholder="Choose a plan"
          choices={pricedPlanChoices}
        />
        <UserCountField
          field={field("back_office_users", "Office staff with full access")}
          label="Back-office users"
          min={1}
        />
        <UserCountField
          field={field("field_users", "On-site team, £1 each a month")}
          label="Field users"
          min={0}
        />
      </div>
      <InputField
        {...field("current_software")}
        label="Current software"
        optional
        maxLength={limits.currentSoftware}
      />
      <TextAreaField
        {...field("additional_notes")}
        label="Additional notes"
        optional
        rows={3}
        maxLength={limits.additionalNotes}
      />
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
