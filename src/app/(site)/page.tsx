import { CardSection } from "@/components/landing/card-sections";
import { StaticPart } from "@/components/ui/static-part";
import { Hero } from "@/components/landing/hero";
import { PromoSection } from "@/components/landing/promo-section";
import { JsonLd } from "@/components/layout/json-ld";
import { PricingSection } from "@/components/pricing/pricing-section";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd, websiteJsonLd } from "@/lib/structured-data";
import { getFounderPlacesLeft } from "@/server/founders/places";

export const metadata = {
  ...pageMetadata({
    title: `${site.name}: ${site.tagline}`,
    description:
      "The CRM for UK tradespeople and new-build subcontractors: scheduling, quotes, invoices, CIS and compliance in one place. Join the founder's waitlist.",
    path: "/",
  }),
  title: { absolute: `${site.name}: ${site.tagline}` },
};

// Founder places left: regenerated at most a minute after it changes, and at once after a sign-up
// on this instance (refreshFounderPlacePages). Prerendered at build with no database.
export const revalidate = 60;

export default async function HomePage() {
  const placesLeft = await getFounderPlacesLeft();
  return (
    <>
      <Hero />
      <StaticPart>
        <CardSection name="features" />
      </StaticPart>
      <StaticPart>
        <CardSection name="trades" />
      </StaticPart>
      <PricingSection placesLeft={placesLeft} />
      <StaticPart>
        <PromoSection />
      </StaticPart>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
    </>
  );
}
