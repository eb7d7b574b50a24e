import { Info } from "@/components/icons/stroke-icons";

import { type City, cityFigures, figuresNote } from "@/content/locations";

import { FigureLabel } from "./figure-label";

/** The city's market figures, from the same record the /locations card reads. */
export function MarketFigures({ city }: { city: City }) {
  const figures = cityFigures(city);
  return (
    <>
      <dl
        className={`grid grid-fit-36 gap-4 ${figures.length === 4 ? "lg:grid-cols-4" : "sm:grid-cols-3"}`}
        data-testid="market-figures"
      >
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="@container flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="mt-1 text-sm leading-5 text-slate-600">
              <FigureLabel figure={figure} />
            </dt>
            {/* A figure stays on one line and shrinks to its card: at 375 px "32,000+" was wider
                than its half of the row, and it broke before the "+" once words could break. */}
            <dd
              className="order-first text-[length:min(1.875rem,21cqi)] leading-[1.2] font-extrabold tracking-tight whitespace-nowrap text-navy-900"
              data-figure={figure.label}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {figuresNote(city)}
      </p>
    </>
  );
}
