import type { ChartRange, DayCount } from "@/server/admin/overview";

import { RangeLinks } from "../range-links";
import { formatCount, formatDay, plural } from "../format";

const ranges: ChartRange[] = [30, 90];

/** The scale's top: a round, even figure at or just above the busiest day (4, 12, 16, 24...). */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].map((step) => step * power);
  return steps.find((step) => step >= value && Number.isInteger(step / 2)) ?? 10 * power;
}

/**
 * Sign-ups per day as server-rendered SVG bars: no chart library, no script. The SVG stretches to
 * its box; labels sit in HTML so they never stretch with it. Each bar has a tooltip, and the
 * figures are also a table, for screen readers and for anyone who wants the numbers.
 */
export function SignupsChart({
  perDay,
  days,
  total,
}: {
  perDay: DayCount[];
  days: ChartRange;
  total: number;
}) {
  const max = niceMax(Math.max(0, ...perDay.map((day) => day.count)));
  const busiest = perDay.reduce((best, day) => (day.count > best.count ? day : best), perDay[0]!);
  const step = 10;
  const barWidth = days > 45 ? 7 : 6.5;
  return (
    <section className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 className="font-semibold text-navy-900">Waitlist sign-ups per day</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {plural(total, "sign-up")} in the last {days} days
            {busiest.count > 0 && (
              <>
                {" "}
                · busiest {formatDay(busiest.day)} ({formatCount(busiest.count)})
              </>
            )}
          </p>
        </div>
        <RangeLinks
          label="Chart range"
          ranges={ranges}
          current={days}
          href={(range) => (range === 30 ? "/admin" : `/admin?days=${range}`)}
          look="inset"
        />
      </header>
      <div className="flex flex-1 flex-col p-5">
        <div className="relative min-h-48 flex-1 pl-9">
          <div
            aria-hidden="true"
            className="absolute inset-y-0 left-0 w-7 text-xs text-slate-500 tabular-nums"
          >
            <span className="absolute top-0 right-0 -translate-y-1/2">{formatCount(max)}</span>
            <span className="absolute top-1/2 right-0 -translate-y-1/2">
              {formatCount(max / 2)}
            </span>
            <span className="absolute right-0 bottom-0 translate-y-1/2">0</span>
          </div>
          <div className="relative h-full min-h-48">
            <svg
              viewBox={`0 0 ${days * step} 100`}
              preserveAspectRatio="none"
              className="absolute inset-0 h-full w-full overflow-visible"
              role="img"
              aria-label={`Bar chart: ${plural(total, "sign-up")} over the last ${days} days; the daily figures follow as a table.`}
            >
              {[0, 50, 100].map((y) => (
                <line
                  key={y}
                  x1={0}
                  x2={days * step}
                  y1={y}
                  y2={y}
                  stroke={y === 100 ? "#94a3b8" : "#e2e8f0"}
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {perDay.map((day, index) => {
                const height = day.count === 0 ? 0 : Math.max(1.5, (day.count / max) * 100);
                return (
                  <rect
                    key={day.day}
                    x={index * step + (step - barWidth) / 2}
                    y={100 - height}
                    width={barWidth}
                    height={height}
                    className="fill-brand-600"
                  >
                    <title>{`${formatDay(day.day)}: ${plural(day.count, "sign-up")}`}</title>
                  </rect>
                );
              })}
            </svg>
          </div>
        </div>
        <div className="mt-2 flex justify-between pl-9 text-xs text-slate-500" aria-hidden="true">
          <span>{formatDay(perDay[0]!.day)}</span>
          <span>{formatDay(perDay[Math.floor(perDay.length / 2)]!.day)}</span>
          <span>Today</span>
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Show the figures
          </summary>
          <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200">
            <table className="w-full text-left">
              <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Day
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Sign-ups
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[...perDay].reverse().map((day) => (
                  <tr key={day.day}>
                    <td className="px-3 py-1.5">{formatDay(day.day)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatCount(day.count)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </section>
  );
}
