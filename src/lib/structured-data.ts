/** schema.org objects for JSON-LD. Pure functions, so tests can check the required fields. */
import { absoluteUrl } from "./site-config";

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
