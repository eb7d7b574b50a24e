import type { ReactNode, SVGProps } from "react";

/**
 * Icons drawn as plain SVG in lucide's style (24-unit grid, round 2-unit strokes in the text
 * colour; path data from lucide, ISC licence) for the menu button, the dialogs' close buttons, the
 * forms' status, the breadcrumbs and the contact page. lucide-react 1.x draws every icon through a
 * client component, so even an icon a server component renders puts its runtime (about 1.1 KB
 * gzip) into the page's JavaScript; these render to markup alone, on the server or in the browser.
 * All of them are decorative, so hidden from assistive technology.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function strokeIcon(shapes: ReactNode) {
  return function StrokeIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const Menu = strokeIcon(
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);

export const X = strokeIcon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);

export const CircleCheck = strokeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);

export const CircleAlert = strokeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </>,
);

export const ChevronRight = strokeIcon(<path d="m9 18 6-6-6-6" />);

export const Mail = strokeIcon(
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
