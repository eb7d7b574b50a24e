import { ClipboardList, Headset, MapPinned } from "@/components/icons/stroke-icons";

import type { CityLayoutB as CityB } from "@/content/locations";
import { founderOfferLine, site } from "@/content/site";

import { CityClosing } from "./city-closing";
import { CityHero } from "./city-hero";
import { CityMarket } from "./city-market";
import { CitySection } from "./city-section";

/**
 * Layout B of spec section 2: three figures, four features, three fixed cards, the waitlist. The
 * spec's "Join hundreds of ... trades businesses" becomes the founder offer (conventions.md "No unearned claims").
 */
export function CityLayoutB({ city }: { city: CityB }) {
  const cards = [
    { title: "Local Expertise", body: city.whyChoose.localExpertise, Icon: MapPinned },
    { title: "Project Management", body: city.whyChoose.projectManagement, Icon: ClipboardList },
    { title: "Local Support", body: city.whyChoose.localSupport, Icon: Headset },
  ];
  return (
    <>
      <CityHero city={city} />
      <CityMarket city={city} title={`The ${city.name} Construction Market`} />
      <CitySection id="why-choose" title={`Why Choose ${site.name} in ${city.name}`} muted>
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {cards.map(({ title, body, Icon }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </CitySection>
      <section
        aria-label={`Join the waitlist in ${city.name}`}
        className="container-page py-12 sm:py-16"
      >
        <CityClosing text={city.closing} ctaLabel="Join the Waitlist" note={founderOfferLine} />
      </section>
    </>
  );
}
