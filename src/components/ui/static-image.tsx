import type { ComponentProps } from "react";
import { preload } from "react-dom";

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
  // React asks for a priority image from the document's head when it renders the <img> itself;
  // inside a static part (decision 032) the <img> is only a string, so the hint is asked here.
  if (priority) preload(props.src, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      {...props}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
