import { planCardLines, type Plan } from "@/content/site";
import { formatPounds } from "@/lib/pricing";

import { DialogLink } from "../ui/button-link";
import { TickList } from "../ui/tick-list";

export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${
        plan.popular ? "border-2 border-brand-600 shadow-xl" : "border border-slate-200 shadow-sm"
      }`}
    >
      {/* On paper it heads the card: straddling the edge, it was left at the foot of the sheet
          before when the card began the next (conventions.md "Printed pages"). */}
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase print:static print:mb-2 print:translate-x-0 print:p-0">
          Most Popular
        </p>
      )}
      <h3 className="text-xl font-bold text-navy-900">{plan.name}</h3>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-navy-900">
          {formatPounds(plan.pricePerBackOfficeUser)}
        </span>
        <span className="text-sm text-slate-600">per back-office user / month</span>
      </p>
      <TickList items={planCardLines(plan)} className="mt-6 space-y-3 text-sm text-slate-700" />
      <DialogLink
        dialog="waitlist"
        plan={plan.id}
        variant={plan.popular ? "primary" : "secondary"}
        size="lg"
        className="mt-8"
        aria-label={`${plan.ctaLabel}: join the waitlist for the ${plan.name} plan`}
      >
        {plan.ctaLabel}
      </DialogLink>
    </li>
  );
}
