import type { IconComponent } from "@/components/icons/stroke-icons";

const titleClasses = {
  large: "mt-3 text-lg font-semibold text-navy-900",
  compact: "mt-3 font-semibold text-navy-900",
};

/** A list item card: an icon, a short title and a line or two about it. */
export function IconCard({
  Icon,
  title,
  description,
  className,
  compact = false,
}: {
  Icon: IconComponent;
  title: string;
  description: string;
  className: string;
  /** The title at body size, for four cards in a row. */
  compact?: boolean;
}) {
  return (
    <li className={className}>
      <Icon aria-hidden="true" className="size-6 text-brand-700" />
      <h3 className={titleClasses[compact ? "compact" : "large"]}>{title}</h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">{description}</p>
    </li>
  );
}
