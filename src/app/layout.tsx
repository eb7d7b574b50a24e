import "./globals.css";

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
} satisfies Metadata;

export const viewport: Viewport = {
  themeColor: "#0b1f33",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // A bad SITE_URL or MAIL_DOMAIN fails the build here, naming the variable (site-config.ts).
  assertSiteConfig();
  return <Document>{children}</Document>;
}
