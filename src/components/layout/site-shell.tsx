import type { ReactNode } from "react";

import { DialogHost } from "../forms/dialog-host";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shared layout of every public page (everything but /dashboard-mvp). */
export function SiteShell({
  children,
  footerNewsletter = true,
}: {
  children: ReactNode;
  /** Off on pages that have their own newsletter box: one form per page. */
  footerNewsletter?: boolean;
}) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter newsletter={footerNewsletter} />
      <DialogHost />
    </>
  );
}
