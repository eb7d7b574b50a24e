import type { ReactNode } from "react";

import { SectionHeading } from "../ui/section-heading";
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
      id={id}
      aria-labelledby={titleId}
      className={`scroll-mt-16 py-16 sm:py-24 ${className}`}
    >
      <div className={`container-page ${bodyClassName}`}>
        {/* Not hydrated, so a translation of it stays (decision 075). */}
        <StaticPart>
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
        </StaticPart>
        {children}
      </div>
    </section>
  );
}
