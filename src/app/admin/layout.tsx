import "../console.css";

import type { Metadata } from "next";
import type { ReactNode } from "react";

import { site } from "@/content/site";

// Outside the (site) group on purpose: no public header or footer, never indexed, never in the
// sitemap (src/app/sitemap.ts) and disallowed in robots.txt.
export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | ${site.name} admin` },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col bg-slate-100">{children}</div>;
}
