import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { site } from "@/content/site";
import { assertSiteConfig, siteUrl } from "@/lib/site-config";

import { Document } from "./document";

export const metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: { icon: "/icon.svg" },
  // Android's font size reaches the page only on request: the root's size then follows it, and
  // every rem with it. Every page fits a phone with text at twice its size (conventions.md "Text at the reader's size").
  other: { "text-scale": "scale" },
} satisfies Metadata;

export const viewport: Viewport = {
  themeColor: "#0b1f33",
  width: "device-width",
  initialScale: 1,
};

// No stylesheet is imported here: each top-level layout imports its stylesheet itself. Turbopack
// gives Next's built-in error page the root layout's CSS, which every page's RSC payload then
// carries once more: with the stylesheet inline, 51 KB per page (docs/decisions/036).
export default function RootLayout({ children }: { children: ReactNode }) {
  // A bad SITE_URL or MAIL_DOMAIN fails the build here, naming the variable (site-config.ts).
  assertSiteConfig();
  return <Document>{children}</Document>;
}
