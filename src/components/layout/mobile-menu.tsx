import { Menu, X } from "@/components/icons/stroke-icons";

import type { NavLink } from "@/content/navigation";

import { DialogLink } from "../ui/button-link";
import { StaticPart } from "../ui/static-part";
import { MenuCloser } from "./menu-closer";
import { menuGroup } from "./menu-group";
import { NavList } from "./nav-list";

// Paper has no menu to open.
const toggleClass =
  "inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 print:hidden [&::-webkit-details-marker]:hidden";

/**
 * Phone-width navigation: a native <details> disclosure, with JavaScript or without, before the
 * scripts load and after (conventions.md "The phone menu is the native disclosure"). It is never replaced on hydration, so a menu opened
 * while the scripts are still arriving stays open and keeps its focus; MenuCloser adds what a
 * disclosure lacks: Escape, and closing once a link in it is followed. Without the scripts, a
 * link to a band of the landing page closes it through the <details> group it shares with the
 * bands' anchors (menuGroup, landing-section.tsx).
 */
export function MobileMenu({ links }: { links: readonly NavLink[] }) {
  return (
    <MenuCloser>
      <StaticPart>
        <details name={menuGroup} className="group md:hidden" data-testid="mobile-menu">
          <summary className={toggleClass}>
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
            <span className="sr-only">Menu</span>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
            <nav aria-label="Mobile" className="container-page py-4">
              <NavList
                links={links}
                className="space-y-1"
                linkClassName="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-slate-100"
              />
              <div className="mt-4 grid grid-fit-32 gap-3">
                <DialogLink dialog="contact" variant="secondary" size="lg">
                  Contact Us
                </DialogLink>
                <DialogLink dialog="waitlist" size="lg">
                  Get Started
                </DialogLink>
              </div>
            </nav>
          </div>
        </details>
      </StaticPart>
    </MenuCloser>
  );
}
