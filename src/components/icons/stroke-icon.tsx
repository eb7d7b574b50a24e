import type { ReactNode, SVGProps } from "react";

/**
 * Icons in lucide's drawing as plain SVG (24-unit grid, round 2-unit strokes in the text colour).
 * lucide-react 1.x draws every icon through a client component, so even an icon a server component
 * renders puts its runtime (about 1.1 KB gzip) into the page's JavaScript and a client component
 * into its hydration; these render to markup alone, on the server or in the browser. All of them
 * are decorative, so hidden from assistive technology. The icons themselves are generated into
 * stroke-icons.tsx by scripts/icons/generate.mjs.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** An icon component, where a prop or a record names which icon to draw. */
export type IconComponent = (props: IconProps) => ReactNode;

export function strokeIcon(shapes: ReactNode): IconComponent {
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
