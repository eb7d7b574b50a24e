import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { ConsentManager } from "@/components/consent/consent-manager";
import { site } from "@/content/site";
import { assertSiteConfig, siteUrl } from "@/lib/site-config";

import { inter } from "./fonts";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: "#0b1f33",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // A bad SITE_URL or MAIL_DOMAIN fails the build here, naming the variable (site-config.ts).
  assertSiteConfig();
  return (
    <html lang="en-GB" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* First in the document, so the first Tab reaches the banner; fixed, so it moves nothing. */}
        <ConsentManager />
        {children}
      </body>
    </html>
  );
}
