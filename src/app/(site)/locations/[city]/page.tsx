import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { StaticPart } from "@/components/ui/static-part";
import { CityLayoutA } from "@/components/locations/city-layout-a";
import { CityLayoutB } from "@/components/locations/city-layout-b";
import { cities, cityHeadline, cityPath, getCity, locationsPage } from "@/content/locations";
import { pageMetadata } from "@/lib/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return cities.map((city) => ({ city: city.slug }));
}

type Props = { params: Promise<{ city: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = getCity((await params).city);
  if (!city) return {};
  return pageMetadata({
    title: cityHeadline(city),
    description: city.metaDescription,
    path: cityPath(city),
    image: locationsPage.shareImage,
  });
}

export default async function CityPage({ params }: Props) {
  const city = getCity((await params).city);
  if (!city) notFound();
  return (
    <>
      <StaticPart>
        <Breadcrumbs
          items={[
            { name: locationsPage.title, path: "/locations" },
            { name: city.name, path: cityPath(city) },
          ]}
        />
      </StaticPart>
      <StaticPart>
        <div>{city.layout === "A" ? <CityLayoutA city={city} /> : <CityLayoutB city={city} />}</div>
      </StaticPart>
    </>
  );
}
