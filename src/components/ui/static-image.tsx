import type { ComponentProps } from "react";
import { preload } from "react-dom";

import { inlineSvg } from "@/server/inline-image";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once and ask for it early (it is likely the LCP element). */
  priority?: boolean;
};

/**
 * A plain <img> for our small vector illustrations. next/image would add client JavaScript to
 * pages that otherwise ship none, and SVGs gain nothing from its optimiser. Width and height are
 * always set so the page does not shift while the image loads.
 */
export function StaticImage({ alt, priority = false, className = "", ...props }: Props) {
  // A priority image is the page's largest paint: a small SVG comes inside the HTML, a larger one
  // is asked for from the document's head (React does so for an <img> it renders, but inside a
  // static part the <img> is only a string). Decision 032.
  const inline = priority ? inlineSvg(props.src) : null;
  if (priority && !inline) preload(props.src, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      {...props}
      src={inline ?? props.src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
