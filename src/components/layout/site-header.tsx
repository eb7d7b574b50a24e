import { headerLinks } from "@/content/navigation";

import { StaticPart } from "../ui/static-part";
import { DialogLink } from "../ui/button-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Inside the banner landmark, so no content sits outside a landmark (axe region). */}
      <StaticPart>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 print:hidden forced-colors:border"
        >
          Skip to content
        </a>
      </StaticPart>
      {/* A container: with the text at twice its size on a phone, the logo drops its mark so the
          menu button still fits beside the name (conventions.md "Text at the reader's size"). */}
      <div className="@container whole-row container-page flex h-16 items-center justify-between gap-4">
        <StaticPart>
          <Logo />
        </StaticPart>
        <StaticPart>
          <nav aria-label="Main" className="hidden md:block print:hidden">
            <NavList
              links={headerLinks}
              className="flex items-center gap-1"
              linkClassName="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900"
            />
          </nav>
        </StaticPart>
        <StaticPart>
          <div className="hidden items-center gap-2 md:flex print:hidden">
            <DialogLink dialog="contact" variant="secondary">
              Contact Us
            </DialogLink>
            <DialogLink dialog="waitlist">Get Started</DialogLink>
          </div>
        </StaticPart>
        <MobileMenu links={headerLinks} />
        {/* The row's end: until it has arrived, the row shows its logo alone (decision 043). */}
        <span data-row-end hidden />
      </div>
    </header>
  );
}
