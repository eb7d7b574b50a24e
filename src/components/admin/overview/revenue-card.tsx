import { formatPounds } from "@/lib/pricing";
import type { Revenue } from "@/server/admin/revenue";

import { Card } from "../card";
import { formatCount, plural } from "../format";

/** What the waitlist would pay each month at list prices, plan by plan, with the rule spelt out. */
export function RevenueCard({ revenue }: { revenue: Revenue }) {
  const { undecided } = revenue;
  const users = (office: number, field: number) =>
    `${formatCount(office)} back-office + ${formatCount(field)} field users`;
  return (
    <Card
      title="Monthly revenue at list prices"
      description="If everyone on the waitlist took the plan they chose"
      className="h-full"
    >
      <p className="text-4xl font-bold tracking-tight text-navy-900">
        {formatPounds(revenue.monthly)}
        <span className="ml-1 text-base font-medium text-slate-600">/ month</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{formatPounds(revenue.monthly * 12)} a year</p>
      <ul className="mt-5 divide-y divide-slate-100 border-y border-slate-100 text-sm">
        {revenue.lines.map((line) => (
          <li key={line.plan} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-navy-900">
                {line.name}
                <span className="ml-2 font-normal text-slate-500">
                  {formatPounds(line.pricePerBackOfficeUser)} per user
                </span>
              </p>
              <p className="mt-0.5 text-xs text-slate-600">
                {plural(line.people, "person", "people")} ·{" "}
                {users(line.backOfficeUsers, line.fieldUsers)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-navy-900 tabular-nums">
              {formatPounds(line.monthly)}
            </p>
          </li>
        ))}
        <li className="flex items-start justify-between gap-4 py-3 text-slate-600">
          <div className="min-w-0">
            <p className="font-semibold">Not sure yet</p>
            <p className="mt-0.5 text-xs">
              {plural(undecided.people, "person", "people")} ·{" "}
              {users(undecided.backOfficeUsers, undecided.fieldUsers)}
            </p>
          </div>
          <p className="shrink-0 text-xs font-semibold tracking-wide uppercase">Not counted</p>
        </li>
      </ul>
      <p className="mt-4 text-xs leading-5 text-slate-500">
        Plan price × back-office users + {formatPounds(revenue.fieldUserPrice)} × field users, each
        person once, as their latest sign-up says. People not sure of their plan are shown but not
        priced. List prices: founder discounts are not taken off.
      </p>
    </Card>
  );
}
