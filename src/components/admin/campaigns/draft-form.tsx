import { Save } from "lucide-react";

import {
  companySizeLabel,
  companySizes,
  interestedPlanLabel,
  interestedPlans,
  tradeLabel,
  trades,
} from "@/lib/validation/options";
import type { CampaignSummary } from "@/server/admin/campaigns";
import { targetValue } from "@/server/admin/campaign-form";
import type { AudienceFilters } from "@/server/campaigns/filters";
import { mergeFields } from "@/server/campaigns/markdown-blocks";
import {
  audienceLabels,
  audiences,
  purposeLabels,
  purposes,
  purposesFor,
} from "@/server/campaigns/purpose";

import { inputClass } from "../buttons";
import { Card } from "../card";
import { Field, hintClass, InputField, labelClass } from "../field";
import { SubmitButton } from "../submit-button";

/** The waitlist form's own choices, each narrowing the audience to one answer or to any. */
const choiceFilters = [
  {
    id: "filter-trade",
    name: "trade",
    label: "Trade",
    options: trades.map((t) => ({ value: t, label: tradeLabel(t) })),
  },
  {
    id: "filter-size",
    name: "companySize",
    label: "Company size",
    options: companySizes.map((s) => ({ value: s, label: companySizeLabel(s) })),
  },
  {
    id: "filter-plan",
    name: "plan",
    label: "Plan of interest",
    options: interestedPlans.map((p) => ({ value: p, label: interestedPlanLabel(p) })),
  },
] as const;

/** The ends of the place and sign-up ranges; an empty end leaves its side open. */
const rangeFilters = [
  {
    id: "filter-place-from",
    name: "placeFrom",
    label: "From place",
    type: "number",
    min: 1,
    max: 100,
  },
  { id: "filter-place-to", name: "placeTo", label: "To place", type: "number", min: 1, max: 100 },
  {
    id: "filter-after",
    name: "signedUpAfter",
    label: "Signed up on or after",
    hint: "A UK calendar day.",
    type: "date",
  },
  {
    id: "filter-before",
    name: "signedUpBefore",
    label: "Signed up before",
    hint: "That day itself is left out.",
    type: "date",
  },
] as const;

/** The message's one-line texts, each up to 200 characters. */
const lineFields = [
  { id: "campaign-name", name: "name", label: "Name (for you; recipients never see it)" },
  { id: "campaign-subject", name: "subject", label: "Subject" },
  {
    id: "campaign-preheader",
    name: "preheader",
    label: "Preheader",
    hint: "Shown beside the subject in most inboxes.",
  },
] as const;

/**
 * A new draft, or a draft's edit: a plain form post to /admin/api/campaigns/save, so it works
 * without scripts. Purpose and audience are one choice among the allowed pairs (decision 087).
 */
export function DraftForm({
  campaign,
  postalAddressSet,
}: {
  campaign: CampaignSummary | null;
  postalAddressSet: boolean;
}) {
  const filters = (campaign?.filters ?? {}) as AudienceFilters;
  const chosen = campaign
    ? targetValue(campaign.purpose, campaign.audience)
    : targetValue("launch_announcement", "launch_news");
  return (
    <form action="/admin/api/campaigns/save" method="post" className="space-y-6">
      {campaign && <input type="hidden" name="id" value={campaign.id} />}
      <Card
        title="Who it is for"
        description="What each audience agreed to decides what it may receive: the waitlist asked to hear about the launch, never general marketing."
      >
        <fieldset>
          <legend className={labelClass}>Purpose and audience</legend>
          {!postalAddressSet && (
            <p className="mt-1 text-sm text-amber-900">
              POSTAL_ADDRESS is not set: marketing will be refused until it is, because every
              marketing message must name the sender&apos;s postal address.
            </p>
          )}
          <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {purposes.map((purpose) => (
              <div key={purpose}>
                <p className="text-sm font-semibold text-slate-700">{purposeLabels[purpose]}</p>
                <ul className="mt-2 space-y-2">
                  {audiences
                    .filter((audience) => purposesFor(audience).includes(purpose))
                    .map((audience) => {
                      const value = targetValue(purpose, audience);
                      return (
                        <li key={value}>
                          <label className="flex items-start gap-2 text-sm text-navy-900">
                            <input
                              type="radio"
                              name="target"
                              value={value}
                              defaultChecked={value === chosen}
                              required
                              className="mt-0.5 size-4"
                            />
                            <span>{audienceLabels[audience]}</span>
                          </label>
                        </li>
                      );
                    })}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-6 border-t border-slate-100 pt-5">
          <legend className={`${labelClass} pt-5`}>Filters (leave empty for everyone)</legend>
          <p className={hintClass}>
            Trade, size and plan come from the waitlist form: they narrow the waitlist and founders
            audiences only. Places narrow the founders.
          </p>
          <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {choiceFilters.map(({ id, name, label, options }) => (
              <Field key={id} id={id} label={label}>
                <select
                  id={id}
                  name={name}
                  defaultValue={filters[name] ?? ""}
                  className={inputClass}
                >
                  <option value="">Any</option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
            <Field id="filter-group" label="Founders">
              <select
                id="filter-group"
                name="founderGroup"
                defaultValue={filters.founderGroup ?? "places"}
                className={inputClass}
              >
                <option value="places">Place holders (1 to 100)</option>
                <option value="in_line">In line (confirmed beyond 100)</option>
                <option value="all">Both</option>
              </select>
            </Field>
            {rangeFilters.map((field) => (
              <InputField key={field.id} {...field} defaultValue={filters[field.name] ?? ""} />
            ))}
          </div>
        </fieldset>
      </Card>
      <Card title="The message">
        <div className="grid grid-cols-1 gap-4">
          {lineFields.map((field) => (
            <InputField
              key={field.id}
              {...field}
              maxLength={200}
              defaultValue={campaign?.[field.name] ?? ""}
            />
          ))}
          <Field
            id="campaign-body"
            label="Message (Markdown)"
            hint={
              <>
                Merge fields:{" "}
                {mergeFields.map((field, index) => (
                  <span key={field}>
                    {index > 0 && ", "}
                    <code className="rounded bg-slate-100 px-1">{`{{${field}}}`}</code>
                  </span>
                ))}
                . A paragraph that is a lone link becomes the button. The footer with the
                unsubscribe link and the sender&apos;s address is added to every message.
              </>
            }
          >
            <textarea
              id="campaign-body"
              name="body"
              rows={14}
              defaultValue={campaign?.bodyMarkdown ?? ""}
              aria-describedby="campaign-body-hint"
              className={`${inputClass} h-auto py-2 font-mono`}
            />
          </Field>
          <InputField
            id="campaign-rate"
            name="rate"
            label="Messages a minute"
            hint="You can change it while it sends."
            className="sm:w-48"
            type="number"
            min={1}
            max={60000}
            required
            defaultValue={campaign?.ratePerMinute ?? 600}
          />
        </div>
      </Card>
      <SubmitButton look="primary" Icon={Save}>
        Save the draft
      </SubmitButton>
    </form>
  );
}
