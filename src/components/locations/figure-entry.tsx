import type { CityFigure } from "@/content/locations";

/**
 * A market figure, its value shown above its label and estimate mark: one component for the
 * /locations card (compact) and the city's own page.
 */
export function FigureEntry({
  figure,
  compact = false,
}: {
  figure: CityFigure;
  compact?: boolean;
}) {
  return (
    <div
      className={
        compact
          ? "flex flex-col"
          : "@container flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      }
    >
      <dt
        className={
          compact ? "text-xs leading-5 text-slate-600" : "mt-1 text-sm leading-5 text-slate-600"
        }
      >
        {figure.label} <span className="whitespace-nowrap">{figure.mark}</span>
      </dt>
      {/* On the page a figure stays on one line and shrinks to its card: at 375 px "32,000+" was
          wider than its half of the row, and it broke before the "+" once words could break. */}
      <dd
        className={
          compact
            ? "order-first text-lg font-bold whitespace-nowrap text-navy-900"
            : "order-first text-[length:min(1.875rem,21cqi)] leading-[1.2] font-extrabold tracking-tight whitespace-nowrap text-navy-900"
        }
        data-figure={figure.label}
      >
        {figure.value}
      </dd>
    </div>
  );
}
