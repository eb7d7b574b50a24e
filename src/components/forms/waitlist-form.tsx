"use client";

import { useEffect } from "react";

import { waitlistCheckInbox } from "@/content/check-inbox";
import { planPrices } from "@/content/plan-prices";
import type { PlanId } from "@/content/site";
import { limits } from "@/lib/validation/constants";
import { interestedPlans } from "@/lib/validation/options";
import type { WaitlistInput } from "@/lib/validation/schemas";
import { joinWaitlistAction } from "@/server/forms/actions";

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
import {
  SubmissionFormFrame,
  type SubmissionFormKind,
  type SubmissionFormProps,
} from "./submission-form-frame";
import { useSubmissionForm } from "./use-submission-form";
import { schemaValidator } from "./validation";

/** The form's fields as the browser holds them: the schema's names, every value a string. */
type Values = Record<keyof WaitlistInput, string>;

const planIds = new Set<string>(interestedPlans);

/** A sign-up sees each plan's price per back-office user beside its name. */
const pricedPlanChoices = planChoices.map(([value, label]) => {
  const price = Object.hasOwn(planPrices, value) ? planPrices[value as PlanId] : undefined;
  return [value, price === undefined ? label : `${label} (£${price})`] as const;
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

const waitlist: SubmissionFormKind = {
  form: "waitlist",
  loadValidator: schemaValidator("waitlistSchema"),
  action: joinWaitlistAction,
  successNote: waitlistCheckInbox,
  submitLabels: ["Join the Waitlist", "Submitting..."],
};

interface Props extends SubmissionFormProps {
  /** Preselected plan (a plan card's id); otherwise ?plan= in the address, if any. */
  plan?: string;
}

export function WaitlistForm({ plan = "", source, onSuccess, onCancel, onPendingChange }: Props) {
  const { formRef, field, ...submission } = useSubmissionForm({
    ...waitlist,
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

  return (
    <SubmissionFormFrame
      submission={submission}
      kind={waitlist}
      source={source}
      onCancel={onCancel}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
    </SubmissionFormFrame>
  );
}
