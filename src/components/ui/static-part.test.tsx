import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CardSection } from "@/components/landing/card-sections";
import { PromoSection } from "@/components/landing/promo-section";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CityCard } from "@/components/locations/city-card";
import { CityLayoutA } from "@/components/locations/city-layout-a";
import { CityLayoutB } from "@/components/locations/city-layout-b";
import { AllPlansInclude } from "@/components/pricing/all-plans-include";
import { FounderBox } from "@/components/pricing/founder-box";
import { PlanCard } from "@/components/pricing/plan-card";
import { cities, type CityLayoutA as CityA, type CityLayoutB as CityB } from "@/content/locations";
import { plans } from "@/content/site";

import { StaticPart } from "./static-part";

// Decision 032: a static part changes nothing a visitor gets. For the parts the pages wrap, the
// HTML of the part is the HTML React DOM writes for the same markup rendered normally.
const cityA = cities.find((city): city is CityA => city.layout === "A" && !!city.local)!;
const cityB = cities.find((city): city is CityB => city.layout === "B")!;

const parts: [string, ReactElement][] = [
  ["the features band", <CardSection key="f" name="features" />],
  ["the trades band", <CardSection key="t" name="trades" />],
  ["the promo band", <PromoSection key="p" />],
  [
    "the plan cards",
    <ul key="plans">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>,
  ],
  ["the founder box, places counted", <FounderBox key="n" placesLeft={42} />],
  ["the founder box, sold out", <FounderBox key="0" placesLeft={0} />],
  ["the founder box, not counted", <FounderBox key="u" placesLeft={null} />],
  ["all plans include", <AllPlansInclude key="a" />],
  ["breadcrumbs", <Breadcrumbs key="b" items={[{ name: "Locations", path: "/locations" }]} />],
  [
    `layout A (${cityA.name}, with local sections)`,
    <div key="a">
      <CityLayoutA city={cityA} />
    </div>,
  ],
  [
    `layout B (${cityB.name})`,
    <div key="b">
      <CityLayoutB city={cityB} />
    </div>,
  ],
  ["a city card", <CityCard key="c" city={cityA} />],
];

describe("StaticPart", () => {
  it.each(parts)("writes %s as React DOM does", (_, part) => {
    expect(renderToStaticMarkup(<StaticPart>{part}</StaticPart>)).toBe(renderToStaticMarkup(part));
  });
});
