"use client";

import { useId, useLayoutEffect, useRef, useState } from "react";

import { type PlanId, plans, savingExample } from "@/content/site";
import { describeEstimate, estimateCost, formatPounds, founderSavingLabel } from "@/lib/pricing";

const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-navy-900";

/**
 * Interactive cost calculator; its server-rendered first state is the worked example. Each of its
 * words and figures is the only child of its element, marked suppressHydrationWarning: Chrome may
 * have translated them before the scripts ran, and React then keeps the translation rather than
 * drawing the whole page again in English (decision 075).
 */
export function PriceEstimator() {
  const id = useId();
  const [planId, setPlanId] = useState<PlanId>(savingExample.planId);
  const [backOffice, setBackOffice] = useState<number>(savingExample.backOfficeUsers);
  const [field, setField] = useState<number>(savingExample.fieldUsers);
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0]!;
  const estimate = estimateCost(plan, backOffice, field);
  const controls = useRef<HTMLDivElement>(null);

  // A visitor on a slow phone can change the controls before the scripts arrive. Hydration keeps
  // their choice in the controls but not in the state, so the figures would show the worked
  // example beside it, and the next change would put the other controls back: the state takes
  // the controls' values once, before the first paint after hydration.
  useLayoutEffect(() => {
    const group = controls.current;
    if (!group) return;
    // Setting a value the state already holds renders nothing, so untouched controls cost nothing.
    const chosen = group.querySelector("select")?.value;
    if (plans.some((option) => option.id === chosen)) setPlanId(chosen as PlanId);
    const count = (name: string) =>
      group.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.valueAsNumber;
    const typedBackOffice = count("backOfficeUsers");
    if (typedBackOffice !== undefined) setBackOffice(typedBackOffice);
    const typedField = count("fieldUsers");
    if (typedField !== undefined) setField(typedField);
  }, []);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 id={`${id}-title`} suppressHydrationWarning className="text-xl font-bold text-navy-900">
        Estimate your monthly cost
      </h3>
      {/* A group, not a form: nothing is submitted (HTML_CodeSniffer H32.2). */}
      <div
        ref={controls}
        role="group"
        aria-labelledby={`${id}-title`}
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3"
      >
        <label className="text-sm font-medium text-slate-700">
          <span suppressHydrationWarning>Plan</span>
          <select
            name="plan"
            value={planId}
            onChange={(event) => setPlanId(event.target.value as PlanId)}
            className={inputClass}
          >
            {plans.map((option) => (
              <option key={option.id} value={option.id} suppressHydrationWarning>
                {`${option.name} (${formatPounds(option.pricePerBackOfficeUser)})`}
              </option>
            ))}
          </select>
        </label>
        <CountInput
          label="Back-office users"
          name="backOfficeUsers"
          min={1}
          max={plan.maxBackOfficeUsers ?? undefined}
          value={backOffice}
          onChange={setBackOffice}
        />
        <CountInput
          label="Field users"
          name="fieldUsers"
          min={0}
          value={field}
          onChange={setField}
        />
      </div>
      <output
        htmlFor={`${id}-title`}
        aria-live="polite"
        className="mt-6 grid grid-cols-1 gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-3"
      >
        <EstimateFigure label="Monthly" testId="estimate-monthly">
          {formatPounds(estimate.monthly)}
        </EstimateFigure>
        <EstimateFigure label="Yearly" testId="estimate-yearly">
          {formatPounds(estimate.yearly)}
        </EstimateFigure>
        {/* One string, not a figure beside words: a page the browser translates holds the
            words' translation, and the figure, a text node of its own, would not update there
            (conventions.md "Text a script updates"). */}
        <EstimateFigure label={founderSavingLabel} testId="estimate-saving" highlight>
          {`${formatPounds(estimate.founderYearlySaving)} / year`}
        </EstimateFigure>
      </output>
      <p
        className="mt-3 text-sm text-slate-600"
        data-testid="estimate-breakdown"
        suppressHydrationWarning
      >
        {describeEstimate(plan, estimate)}
      </p>
    </div>
  );
}

function CountInput({
  label,
  onChange,
  ...input
}: {
  label: string;
  name: string;
  min: number;
  max?: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="text-sm font-medium text-slate-700">
      <span suppressHydrationWarning>{label}</span>
      <input
        {...input}
        type="number"
        inputMode="numeric"
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className={inputClass}
      />
    </label>
  );
}

function EstimateFigure({
  label,
  testId,
  highlight = false,
  children,
}: {
  label: string;
  testId: string;
  highlight?: boolean;
  children: string;
}) {
  return (
    <span className="block">
      <span className="block text-sm text-slate-600" suppressHydrationWarning>
        {label}
      </span>
      <span
        data-testid={testId}
        suppressHydrationWarning
        className={`block text-2xl font-bold ${highlight ? "text-brand-700" : "text-navy-900"}`}
      >
        {children}
      </span>
    </span>
  );
}
