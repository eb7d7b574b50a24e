import type { NavLink } from "@/content/navigation";

/**
 * The header's links as a list, for the wide navigation and the phone menu alike. Plain anchors:
 * hash links need no client router, and work without JavaScript.
 */
export function NavList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
