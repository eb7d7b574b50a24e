"use client";

import { useId, useState } from "react";

import { type PlanId, plans } from "@/content/site";
import { describeEstimate, estimateCost, formatPounds, founderSavingLabel } from "@/lib/pricing";

const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-navy-900";

/** Interactive cost calculator; its server-rendered first state is the worked example. */
export function PriceEstimator() {
  const id = useId();
  const [planId, setPlanId] = useState<PlanId>("starter");
  const [backOffice, setBackOffice] = useState(1);
  const [field, setField] = useState(5);
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0]!;
  const estimate = estimateCost(plan, backOffice, field);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 id={`${id}-title`} className="text-xl font-bold text-navy-900">
        Estimate your monthly cost
      </h3>
      {/* A group, not a form: nothing is submitted (HTML_CodeSniffer H32.2, issue 17). */}
      <div role="group" aria-labelledby={`${id}-title`} className="mt-6 grid gap-4 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-700">
          Plan
          <select
            name="plan"
            value={planId}
            onChange={(event) => setPlanId(event.target.value as PlanId)}
            className={inputClass}
          >
            {plans.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({formatPounds(option.pricePerBackOfficeUser)})
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Back-office users
          <input
            name="backOfficeUsers"
            type="number"
            inputMode="numeric"
            min={1}
            max={plan.maxBackOfficeUsers ?? undefined}
            value={backOffice}
            onChange={(event) => setBackOffice(event.target.valueAsNumber)}
            className={inputClass}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Field users
          <input
            name="fieldUsers"
            type="number"
            inputMode="numeric"
            min={0}
            value={field}
            onChange={(event) => setField(event.target.valueAsNumber)}
            className={inputClass}
          />
        </label>
      </div>
      <output
        htmlFor={`${id}-title`}
        aria-live="polite"
        className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-3"
      >
        <span className="block">
          <span className="block text-sm text-slate-600">Monthly</span>
          <span data-testid="estimate-monthly" className="block text-2xl font-bold text-navy-900">
            {formatPounds(estimate.monthly)}
          </span>
        </span>
        <span className="block">
          <span className="block text-sm text-slate-600">Yearly</span>
          <span data-testid="estimate-yearly" className="block text-2xl font-bold text-navy-900">
            {formatPounds(estimate.yearly)}
          </span>
        </span>
        <span className="block">
          <span className="block text-sm text-slate-600">{founderSavingLabel}</span>
          <span data-testid="estimate-saving" className="block text-2xl font-bold text-brand-700">
            {formatPounds(estimate.founderYearlySaving)} / year
          </span>
        </span>
      </output>
      <p className="mt-3 text-sm text-slate-600" data-testid="estimate-breakdown">
        {describeEstimate(plan, estimate)}
      </p>
    </div>
  );
}
