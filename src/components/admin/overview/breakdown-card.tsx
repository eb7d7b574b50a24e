import type { BreakdownRow } from "@/server/admin/overview";

import { Card } from "../card";
import { formatCount } from "../format";
import { Meter } from "./meter";

/** One breakdown (trade, company size or plan) as labelled bars, people counted once each. */
export function BreakdownCard({ title, rows }: { title: string; rows: BreakdownRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Card title={title} description={`${formatCount(total)} people, latest sign-up each`}>
      <ul className="space-y-3">
        {rows.map((row) => {
          const share = total === 0 ? 0 : Math.round((row.count / total) * 100);
          return (
            <li key={row.value}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 font-medium text-slate-800">{row.label}</span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {formatCount(row.count)}
                  <span className="ml-2 inline-block w-9 text-right text-xs text-slate-500">
                    {share}%
                  </span>
                </span>
              </div>
              <Meter value={row.count} max={max} className="fill-navy-700" />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
