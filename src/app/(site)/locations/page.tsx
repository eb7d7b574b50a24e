import { StaticPart } from "@/components/ui/static-part";
import { Mail } from "@/components/icons/stroke-icons";

import { PageHeader } from "@/components/content/page-header";
import { CityCard } from "@/components/locations/city-card";
import { ButtonLink } from "@/components/ui/button-link";
import { cities, locationsPage } from "@/content/locations";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: locationsPage.metaTitle,
  description: locationsPage.description,
  path: "/locations",
  image: locationsPage.shareImage,
});

export default function LocationsPage() {
  return (
    <>
      <PageHeader
        title={locationsPage.heading}
        crumbs={[{ name: locationsPage.title, path: "/locations" }]}
        intro={locationsPage.intro}
      />
      <StaticPart>
        <div className="container-page pb-20">
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Cities">
            {cities.map((city) => (
              <li key={city.slug}>
                <CityCard city={city} />
              </li>
            ))}
          </ul>
          <section
            aria-labelledby="no-city-title"
            className="mt-16 flex flex-col gap-6 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div>
              <h2 id="no-city-title" className="text-xl font-bold text-navy-900">
                Working somewhere else?
              </h2>
              <p className="mt-2 max-w-2xl text-slate-600">{locationsPage.contactPrompt}</p>
            </div>
            <ButtonLink href="/contact" variant="secondary" size="lg" className="shrink-0">
              <Mail aria-hidden="true" className="size-5" />
              Contact Us
            </ButtonLink>
          </section>
        </div>
      </StaticPart>
    </>
  );
}
