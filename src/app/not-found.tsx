import type { Metadata } from "next";

import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteShell } from "@/components/layout/site-shell";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// Unmatched URLs render here, outside the (site) group, so the shell is added explicitly.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundView />
    </SiteShell>
  );
}
