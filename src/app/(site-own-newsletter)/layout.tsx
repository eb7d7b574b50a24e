import "../site.css";

import type { ReactNode } from "react";

import { SiteShell } from "@/components/layout/site-shell";

/**
 * Pages with their own newsletter box (the /blog list, spec section 2): the shared layout without
 * the footer's, so a page never shows the same form twice.
 */
export default function OwnNewsletterLayout({ children }: { children: ReactNode }) {
  return <SiteShell footerNewsletter={false}>{children}</SiteShell>;
}
