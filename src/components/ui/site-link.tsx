import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next's <Link> without prefetching: by default every link in view downloads its page's data and
 * JavaScript at once, which on a phone's data plan buys little for a visitor who came to read one
 * page and join the waitlist, and breaks the 150 KB budget (tests/budgets.ts). Navigation is still
 * client-side; the page's data is fetched on the click. Public pages use this, never next/link.
 */
export function SiteLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
