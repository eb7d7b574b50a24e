import type { AnchorHTMLAttributes } from "react";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link between public pages: a plain <a>, so the browser loads the next page (decision 030).
 * Every public page is prerendered HTML; next/link would cost each page its client code and one
 * hydrated client component per link (the header and footer have about 30) to save a page load
 * that, on prerendered pages with cached scripts, is already quick. Public pages use this, never
 * next/link (the admin console keeps next/link).
 */
export function SiteLink(props: SiteLinkProps) {
  return <a {...props} />;
}
