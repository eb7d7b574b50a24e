import { Check } from "lucide-react";

import { describeLimit, type Plan } from "@/content/site";
import { formatPounds } from "@/lib/pricing";

import { ButtonLink } from "../ui/button-link";

export function PlanCard({ plan }: { plan: Plan }) {
  const limits = [
    describeLimit(plan.maxBackOfficeUsers, "back-office user"),
    describeLimit(plan.maxActiveProjects, "active project"),
  ];
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${
        plan.popular ? "border-brand-600 border-2 shadow-xl" : "border border-slate-200 shadow-sm"
      }`}
    >
      {plan.popular && (
        <p className="bg-brand-700 absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      )}
      <h3 className="text-navy-900 text-xl font-bold">{plan.name}</h3>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-navy-900 text-4xl font-extrabold tracking-tight">
          {formatPounds(plan.pricePerBackOfficeUser)}
        </span>
        <span className="text-sm text-slate-600">per back-office user / month</span>
      </p>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        {[...limits, ...plan.features].map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="text-brand-700 mt-0.5 size-4 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
      <ButtonLink
        href={`/signup?plan=${plan.id}`}
        variant={plan.popular ? "primary" : "secondary"}
        size="lg"
        className="mt-8"
        aria-label={`${plan.ctaLabel}: join the waitlist for the ${plan.name} plan`}
      >
        {plan.ctaLabel}
      </ButtonLink>
    </li>
  );
}
