import type { MetadataRoute } from "next";

import { getPosts } from "@/content/blog";
import { getLegalDocument, legalSlugs } from "@/content/legal";
import { cities, cityPath } from "@/content/locations";
import { absoluteUrl } from "@/lib/site-config";
import { deploymentSettings } from "@/server/deployment-settings";

/** Pages with no date of their own. /dashboard-mvp (noindex) and /admin are left out on purpose. */
const staticPaths = ["/", "/about", "/blog", "/locations", "/signup", "/contact"];

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...staticPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...legalSlugs.map((slug) => ({
      url: absoluteUrl(`/legal/${slug}`),
      lastModified: getLegalDocument(slug, deploymentSettings()).updated,
    })),
    ...getPosts().map((post) => ({
      url: absoluteUrl(`/blog/${post.slug}`),
      lastModified: post.date,
    })),
    ...cities.map((city) => ({ url: absoluteUrl(cityPath(city)) })),
  ];
}
