import { HardHat, MapPin } from "@/components/icons/stroke-icons";

import type { CityLayoutA } from "@/content/locations";
import { faqPageJsonLd } from "@/lib/structured-data";

import { JsonLd } from "../layout/json-ld";
import { CitySection } from "./city-section";
import { FiveUpCards } from "./five-up-cards";

type Local = NonNullable<CityLayoutA["local"]>;

/** The dedicated cities' extra sections: areas served, trades in demand and an FAQ. */
export function LocalSections({ city, local }: { city: CityLayoutA; local: Local }) {
  return (
    <>
      <CitySection id="areas-served" title={`Areas We Serve in ${city.name}`} muted>
        <ul className="flex flex-wrap gap-2">
          {local.areasServed.map((area) => (
            <li
              key={area}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-navy-900"
            >
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              {area}
            </li>
          ))}
        </ul>
      </CitySection>
      <CitySection id="trades-in-demand" title={`Trades in Demand in ${city.name}`}>
        <FiveUpCards points={local.tradesInDemand} Icon={HardHat} />
      </CitySection>
      <CitySection id="faq" title={`${city.name} FAQ`} muted>
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {local.faq.map((item) => (
            <div key={item.question} className="p-6">
              <h3 className="text-lg font-semibold text-navy-900">{item.question}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.answer}</p>
            </div>
          ))}
        </div>
        <JsonLd data={faqPageJsonLd(local.faq)} />
      </CitySection>
    </>
  );
}
