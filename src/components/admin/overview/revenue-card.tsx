import { formatPounds } from "@/lib/pricing";
import type { Revenue } from "@/server/admin/revenue";

import { Card } from "../card";
import { formatCount } from "../format";

/** What the waitlist would pay each month at list prices, plan by plan, with the rule spelt out. */
export function RevenueCard({ revenue }: { revenue: Revenue }) {
  const { undecided } = revenue;
  return (
    <Card
      title="Monthly revenue at list prices"
      description="If everyone on the waitlist subscribed to the plan they chose"
    >
      <p className="text-4xl font-bold tracking-tight text-navy-900">
        {formatPounds(revenue.monthly)}
        <span className="ml-1 text-base font-medium text-slate-600">/ month</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{formatPounds(revenue.monthly * 12)} a year</p>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full min-w-md text-left text-sm">
          <thead className="text-xs text-slate-500 uppercase">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Plan
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                People
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Back-office
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Field
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                Per month
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {revenue.lines.map((line) => (
              <tr key={line.plan}>
                <th scope="row" className="py-2 pr-3 font-medium text-navy-900">
                  {line.name}
                  <span className="ml-1 font-normal text-slate-500">
                    {formatPounds(line.pricePerBackOfficeUser)}/user
                  </span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(line.people)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCount(line.backOfficeUsers)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCount(line.fieldUsers)}
                </td>
                <td className="py-2 pl-3 text-right font-semibold text-navy-900 tabular-nums">
                  {formatPounds(line.monthly)}
                </td>
              </tr>
            ))}
            <tr className="text-slate-500">
              <th scope="row" className="py-2 pr-3 font-medium">
                Not sure yet
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(undecided.people)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatCount(undecided.backOfficeUsers)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatCount(undecided.fieldUsers)}
              </td>
              <td className="py-2 pl-3 text-right">not counted</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs leading-5 text-slate-500">
        Plan price × back-office users + {formatPounds(revenue.fieldUserPrice)} × field users, each
        person once, as their latest sign-up says. People who are not sure of their plan are shown
        but not priced. List prices: founder discounts are not taken off.
      </p>
    </Card>
  );
}
