import "server-only";

import { getPost } from "@/content/blog";
import { legalSlugs } from "@/content/legal";
import { getCity } from "@/content/locations";

/**
 * The kinds of page the founders compare. Derived here from the path and the content,
 * so the browser sends only the path and a path we do not publish counts as "other".
 */
export const pageTypes = [
  "home",
  "city-a",
  "city-b",
  "article",
  "legal",
  "signup",
  "contact",
  "other",
] as const;
export type PageType = (typeof pageTypes)[number];

export interface PageClass {
  pageType: PageType;
  /** The city's slug on a city page, else null. */
  city: string | null;
}

const other: PageClass = { pageType: "other", city: null };

export function classifyPath(path: string): PageClass {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (trimmed === "/") return { pageType: "home", city: null };
  if (trimmed === "/contact") return { pageType: "contact", city: null };
  if (trimmed === "/signup" || trimmed.startsWith("/signup/")) {
    return { pageType: "signup", city: null };
  }
  const [, section, slug, ...rest] = trimmed.split("/");
  if (!slug || rest.length > 0) return other;
  if (section === "locations") {
    const city = getCity(slug);
    return city ? { pageType: city.layout === "A" ? "city-a" : "city-b", city: city.slug } : other;
  }
  if (section === "blog") return getPost(slug) ? { pageType: "article", city: null } : other;
  if (section === "legal") {
    return (legalSlugs as readonly string[]).includes(slug)
      ? { pageType: "legal", city: null }
      : other;
  }
  return other;
}
