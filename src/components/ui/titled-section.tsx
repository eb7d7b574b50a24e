import type { ReactNode } from "react";

/**
 * A card with an h2 that names it for screen readers (`aria-labelledby`, id `${id}-title`): the
 * side cards of the form pages and the dashboard's panels.
 */
export function TitledSection({
  as: Tag = "section",
  id,
  title,
  className,
  children,
}: {
  /** `aside` where the card is a page's whole side column. */
  as?: "aside" | "section";
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
