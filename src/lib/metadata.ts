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
  type?: "website" | "article";
  publishedTime?: string;
  noindex?: boolean;
  /** An RSS feed to advertise with <link rel="alternate">. */
  feed?: { title: string; path: string };
}

export const defaultShareImage = "/og/site.png";

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? defaultShareImage);
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
      images: [{ url: image }],
      ...(meta.publishedTime ? { publishedTime: meta.publishedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: meta.title,
      description: meta.description,
      images: [image],
    },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
