import type { Metadata } from "next";

import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteShell } from "@/components/layout/site-shell";

// No robots tag of our own: Next.js adds `noindex` to every 404 (a second tag is invalid HTML).
export const metadata: Metadata = { title: "Page not found" };

// Unmatched URLs render here, outside the (site) group, so the shell is added explicitly.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundView />
    </SiteShell>
  );
}
