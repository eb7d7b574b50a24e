import type { ReactNode } from "react";

import { SectionHeading } from "../ui/section-heading";
import { menuGroup } from "../layout/menu-group";
import { StaticPart } from "../ui/static-part";

/** A band of the landing page under a centred heading; `id` is its anchor in the navigation. */
export function LandingSection({
  id,
  titleId,
  eyebrow,
  title,
  intro,
  className = "",
  bodyClassName = "",
  children,
}: {
  id: string;
  titleId: string;
  eyebrow: string;
  title: string;
  intro: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-section={id}
      aria-labelledby={titleId}
      className={`relative py-16 sm:py-24 ${className}`}
    >
      <div className={`container-page ${bodyClassName}`}>
        {/* Not hydrated, so a translation of it stays (decision 075). */}
        <StaticPart>
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
        </StaticPart>
        {children}
      </div>
      <StaticPart>
        <SectionAnchor id={id} />
      </StaticPart>
    </section>
  );
}

/**
 * The target of a link to this band ("/#pricing"), at its top: an empty, invisible <details> in
 * the phone menu's group (`name`). Following a link to an element inside a closed <details> opens
 * it, and opening one <details> of a group closes the others, so choosing "Trades" in the open
 * phone menu closes the menu without JavaScript instead of leaving it over the section
 * (conventions.md "The phone menu is the native disclosure"; the scripts close it too, MenuCloser). Browsers without either behaviour scroll
 * to the band as before.
 */
function SectionAnchor({ id }: { id: string }) {
  return (
    <details name={menuGroup} className="invisible absolute inset-x-0 top-0">
      <summary hidden />
      <span id={id} className="block scroll-mt-16" />
    </details>
  );
}
