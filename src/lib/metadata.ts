import type { Metadata } from "next";

import { site } from "@/content/site";

import { absoluteUrl } from "./site-config";

interface PageMeta {
  /** Page title without the site name; the root layout's template appends it. */
  title: string;
  description: string;
  path: string;
  /** Absolute path of a share image under /public; defaults to the site card. */
  image?: string;
  /** Text alternative of the share image (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  noindex?: boolean;
  /** An RSS feed to advertise with <link rel="alternate">. */
  feed?: { title: string; path: string };
}

export const defaultShareImage = "/og/site.png";

/** What the generated share cards (scripts/og-images.mjs) say, as their text alternatives. */
const shareImageAlts: Record<string, string> = {
  "/og/site.png": `${site.name}: ${site.tagline}. Jobs, quotes, invoices, gangs and compliance in one place, built for UK tradespeople and new-build subcontractors.`,
  "/og/blog.png": `The ${site.name} Blog: guides for UK trades and subcontractors.`,
  "/og/locations.png": `${site.name} locations: trades software across the UK.`,
};

/**
 * A page opened from a link in an e-mail, whose token is in its URL: kept out of search engines,
 * and never sent as a referrer to another site ("same-origin": the page's own POST still carries
 * the Origin the cross-site check needs).
 */
export function emailLinkPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: "same-origin" };
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.path);
  const imagePath = meta.image ?? defaultShareImage;
  const image = absoluteUrl(imagePath);
  const alt = meta.imageAlt ?? shareImageAlts[imagePath] ?? `${site.name}: ${site.tagline}`;
  return {
    title: meta.title,
    description: meta.description,
    alternates: {
      canonical: url,
      ...(meta.feed
        ? {
            types: {
              "application/rss+xml": [{ url: absoluteUrl(meta.feed.path), title: meta.feed.title }],
            },
          }
        : {}),
    },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url,
      siteName: site.name,
      locale: "en_GB",
      type: meta.type ?? "website",
      images: [{ url: image, alt }],
      ...(meta.publishedTime ? { publishedTime: meta.publishedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: meta.title,
      description: meta.description,
      images: [{ url: image, alt }],
    },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
