import { ArrowRight, MapPin } from "@/components/icons/stroke-icons";
import { SiteLink } from "@/components/ui/site-link";

import { cardFigures, type City, cityPath } from "@/content/locations";

import { FigureEntry } from "./figure-entry";

/** One city on /locations: the title's link stretches over the card, one link per city. */
export function CityCard({ city }: { city: City }) {
  return (
    <article
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-card transition hover:border-brand-600 hover:shadow-md"
      data-city={city.slug}
    >
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 text-brand-700" />
        {city.region}
      </p>
      <h2 className="mt-2 text-xl font-bold text-navy-900">
        <SiteLink
          href={cityPath(city)}
          className="group-hover:underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
        >
          {city.name}
        </SiteLink>
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{city.tagline}</p>
      <dl className="mt-5 grid grid-fit-28 gap-3 border-t border-slate-100 pt-4">
        {cardFigures(city).map((figure) => (
          <FigureEntry key={figure.label} figure={figure} compact />
        ))}
      </dl>
      <p className="mt-auto pt-4 text-sm">
        <span
          className="inline-flex items-center gap-1 font-semibold text-brand-700"
          aria-hidden="true"
        >
          View {city.name}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </p>
    </article>
  );
}
