import { coverSize, type Post } from "@/content/blog";

import { StaticImage } from "../ui/static-image";

/** An article's cover illustration, as its card and its own page show it. */
export function PostCover({
  post,
  priority,
  className,
}: {
  post: Pick<Post, "image" | "imageAlt">;
  priority?: boolean;
  className: string;
}) {
  return (
    <StaticImage
      src={post.image}
      alt={post.imageAlt}
      width={coverSize.width}
      height={coverSize.height}
      priority={priority}
      className={className}
    />
  );
}
