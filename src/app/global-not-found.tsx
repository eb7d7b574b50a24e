import "./site.css";

import type { Metadata } from "next";

import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteShell } from "@/components/layout/site-shell";
import { site } from "@/content/site";

import { Document } from "./document";
import { metadata as rootMetadata } from "./layout";

export { viewport } from "./layout";

// Unmatched URLs render here, outside every layout (next.config.ts `globalNotFound`). As the root
// layout's not-found.tsx, this page (header, footer and all) was written into the RSC payload of
// every page, about 10 KB each visitor's phone decoded for nothing. notFound() inside (site)
// still renders (site)/not-found.tsx within the shell.
// No robots tag of our own: Next.js adds `noindex` to every 404 (a second tag is invalid HTML).
export const metadata: Metadata = {
  ...rootMetadata,
  title: `Page not found | ${site.name}`,
};

export default function GlobalNotFound() {
  return (
    <Document>
      <SiteShell>
        <NotFoundView />
      </SiteShell>
    </Document>
  );
}
