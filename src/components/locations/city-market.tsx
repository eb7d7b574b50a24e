import type { City } from "@/content/locations";
import { site } from "@/content/site";

import { CitySection } from "./city-section";
import { FeatureList } from "./feature-list";
import { MarketFigures } from "./market-figures";

/** Both layouts open the same way after the hero: the market's figures, then the key features. */
export function CityMarket({ city, title }: { city: City; title: string }) {
  return (
    <>
      <CitySection id="market" title={title} muted>
        <MarketFigures city={city} />
        <p className="mt-8 max-w-4xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
          {city.description}
        </p>
      </CitySection>
      <CitySection
        id="key-features"
        title={`Key Features for ${city.name} Trades`}
        intro={`What ${site.name} is being built to do for firms working in and around ${city.name}.`}
        split
      >
        <FeatureList features={city.keyFeatures} />
      </CitySection>
    </>
  );
}
