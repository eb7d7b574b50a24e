import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/site-config";

// /dashboard-mvp stays crawlable so crawlers can read its noindex tag; the admin console and the
// JSON endpoints are nothing to index.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
