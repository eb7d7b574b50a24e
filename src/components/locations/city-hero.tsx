import { MapPin } from "@/components/icons/stroke-icons";

import {
  type City,
  cityHeadline,
  cityIllustration,
  cityIllustrationSize,
} from "@/content/locations";

import { StaticImage } from "../ui/static-image";

/** Headline, tagline, intro and the city's own illustration (both layouts). */
export function CityHero({ city }: { city: City }) {
  return (
    <header className="container-page grid grid-cols-1 items-center gap-10 pt-6 pb-12 lg:grid-cols-2 lg:pb-16">
      <div>
        <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <MapPin aria-hidden="true" className="size-4" />
          {city.region}
        </p>
        {/* A size smaller below 360 px: in a first visit's fallback font "Wolverhampton" is wider
            than a 320 px phone's column at 36 px, and broke in two (conventions.md "A city page's heading"). */}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-navy-900 min-[22.5rem]:text-4xl sm:text-5xl">
          {cityHeadline(city)}
        </h1>
        <p className="mt-4 text-lg leading-7 font-medium text-navy-800 sm:text-xl sm:leading-8">
          {city.tagline}
        </p>
        <p className="mt-5 text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">
          {city.intro}
        </p>
      </div>
      <StaticImage
        src={cityIllustration(city)}
        alt={city.illustrationAlt}
        width={cityIllustrationSize.width}
        height={cityIllustrationSize.height}
        priority
        className="rounded-2xl shadow-lg ring-1 ring-slate-200"
      />
    </header>
  );
}
