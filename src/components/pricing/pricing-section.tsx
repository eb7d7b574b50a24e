import { plans } from "@/content/site";
import { userKinds } from "@/content/pricing";
import { plansJsonLd } from "@/lib/structured-data";

import { JsonLd } from "../layout/json-ld";
import { LandingSection } from "../landing/landing-section";
import { AllPlansInclude } from "./all-plans-include";
import { FounderBox } from "./founder-box";
import { PlanCard } from "./plan-card";
import { StaticPart } from "../ui/static-part";
import { PriceEstimator } from "./price-estimator";

export function PricingSection({ placesLeft }: { placesLeft: number | null }) {
  return (
    <LandingSection
      id="pricing"
      titleId="pricing-title"
      eyebrow="Pricing"
      title="Simple pricing per back-office user"
      intro="Pay for the people in the office. Your crews in the field cost a pound a month each."
      className="deferred-band [--band-estimate:4540px] sm:[--band-estimate:3590px] md:[--band-estimate:3350px] lg:[--band-estimate:2100px]"
      bodyClassName="space-y-16"
    >
      {/* First: a script has no box, so the spacing between the blocks below stays as it was. */}
      <JsonLd data={plansJsonLd(plans)} />
      {/* No padding on paper: Chrome would break inside it, below the heading (conventions.md "Printed pages"). */}
      <StaticPart>
        <ul className="grid grid-cols-1 gap-8 pt-2 lg:grid-cols-3 print:pt-0">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </StaticPart>
      <StaticPart>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {userKinds.map((kind) => (
            <div key={kind.title} className="rounded-2xl bg-slate-50 p-6">
              <h3 className="font-semibold text-navy-900">{kind.title}</h3>
              <p className="mt-2 text-slate-600">{kind.description}</p>
            </div>
          ))}
        </div>
      </StaticPart>
      <PriceEstimator />
      <StaticPart>
        <FounderBox placesLeft={placesLeft} />
      </StaticPart>
      <StaticPart>
        <AllPlansInclude />
      </StaticPart>
    </LandingSection>
  );
}
