import type { TrafficDay } from "@/server/analytics/acquisition";

import { FigureList } from "../../ui/figure-list";
import { Card } from "../card";
import { formatCount, formatDay } from "../format";
import { percent } from "./labels";
import { FiguresTable } from "./table";

export const SIGNUPS_PER_VISIT_LABEL = "Sign-ups per visit, statistics allowed";

/** What each figure counts, the ratio's population named. */
export const signupsPerVisitNote = (counted: number) =>
  `Visits and page views count visitors who allowed statistics; sign-ups count everyone. Sign-ups per visit divides the ${formatCount(counted)} ${counted === 1 ? "sign-up" : "sign-ups"} of visitors who allowed statistics by their visits.`;

/** Totals of the range, and the figures of each day, newest first. */
export function TrafficCard({ traffic }: { traffic: TrafficDay[] }) {
  const total = (key: "visits" | "pageViews" | "signups" | "signupsWithStatistics") =>
    traffic.reduce((sum, day) => sum + day[key], 0);
  const visits = total("visits");
  const counted = total("signupsWithStatistics");
  // Visits are counted only for visitors who allowed statistics, so the ratio divides their
  // sign-ups alone: all sign-ups over those visits once read 167% (decision 084).
  const stats = [
    { label: "Visits", value: formatCount(visits) },
    { label: "Page views", value: formatCount(total("pageViews")) },
    { label: "Waitlist sign-ups", value: formatCount(total("signups")) },
    { label: SIGNUPS_PER_VISIT_LABEL, value: percent(counted, visits) },
  ];
  return (
    <Card
      title="Visits, page views and sign-ups"
      description={signupsPerVisitNote(counted)}
      padded={false}
    >
      <FigureList
        figures={stats}
        className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-4"
        itemClassName="bg-white px-5 py-4"
        labelClassName="text-sm text-slate-600"
        valueClassName="mt-1 text-2xl font-bold text-navy-900 tabular-nums"
      />
      <details className="border-t border-slate-100 text-sm">
        <summary className="cursor-pointer px-5 py-3 font-semibold text-brand-700">
          Day by day
        </summary>
        <FiguresTable
          caption="Visits, page views and sign-ups per day"
          rows={[...traffic].reverse()}
          rowKey={(day) => day.day}
          empty="No days yet."
          columns={[
            { label: "Day", cell: (day) => formatDay(day.day) },
            { label: "Visits", numeric: true, cell: (day) => formatCount(day.visits) },
            { label: "Page views", numeric: true, cell: (day) => formatCount(day.pageViews) },
            { label: "Sign-ups", numeric: true, cell: (day) => formatCount(day.signups) },
            {
              label: "Sign-ups, statistics allowed",
              numeric: true,
              cell: (day) => formatCount(day.signupsWithStatistics),
            },
          ]}
        />
      </details>
    </Card>
  );
}
