import { Info } from "@/components/icons/stroke-icons";

import { type City, cityFigures, figuresNote } from "@/content/locations";

import { FigureEntry } from "./figure-entry";

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
          <FigureEntry key={figure.label} figure={figure} />
        ))}
      </dl>
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {figuresNote(city)}
      </p>
    </>
  );
}
