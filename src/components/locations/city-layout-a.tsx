import { Building2 } from "@/components/icons/stroke-icons";

import type { CityLayoutA as CityA } from "@/content/locations";
import { site } from "@/content/site";

import { CityClosing } from "./city-closing";
import { CityHero } from "./city-hero";
import { CityMarket } from "./city-market";
import { fiveUpGrid, fiveUpItem } from "./five-up";
import { FiveUpCards } from "./five-up-cards";
import { CitySection } from "./city-section";
import { LocalSections } from "./local-sections";

/** Layout A of spec section 2, in its order; the dedicated five add their local sections. */
export function CityLayoutA({ city }: { city: CityA }) {
  return (
    <>
      <CityHero city={city} />
      <CityMarket city={city} title={`The ${city.name} Market`} />
      <CitySection id="major-projects" title={`Major Projects in ${city.name}`} muted>
        <FiveUpCards
          points={city.majorProjects.map(({ name, description }) => ({ title: name, description }))}
          Icon={Building2}
          onMuted
        />
      </CitySection>
      <CitySection id="why-choose" title={`Why Choose ${site.name} in ${city.name}`}>
        <ul className={fiveUpGrid}>
          {city.whyChoose.map((point, index) => (
            <li key={point.title} className={`rounded-2xl bg-slate-50 p-6 ${fiveUpItem(index)}`}>
              <span
                aria-hidden="true"
                className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{point.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{point.description}</p>
            </li>
          ))}
        </ul>
      </CitySection>
      {city.local && <LocalSections city={city} local={city.local} />}
      <section aria-labelledby="get-started-title" className="container-page py-12 sm:py-16">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:items-stretch">
          <div>
            <h2
              id="get-started-title"
              className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
            >
              Get Started Today
            </h2>
            <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {city.getStarted}
            </p>
          </div>
          <CityClosing text={city.closing} ctaLabel="Start Free Trial" />
        </div>
      </section>
    </>
  );
}
