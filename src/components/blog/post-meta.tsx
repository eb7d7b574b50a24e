import { CalendarDays, Clock } from "@/components/icons/stroke-icons";

import type { Post } from "@/content/blog";
import { formatDate } from "@/lib/format";

/** "12 min read": the one wording of a read time, shared by the list, the article and related posts. */
export function readTimeLabel(post: Pick<Post, "readTimeMinutes">): string {
  return `${post.readTimeMinutes} min read`;
}

export function PostMeta({
  post,
  showAuthor = false,
  className = "",
}: {
  post: Pick<Post, "date" | "readTimeMinutes" | "author">;
  showAuthor?: boolean;
  className?: string;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 ${className}`}
    >
      {showAuthor && (
        <span>
          By <span className="font-medium text-navy-900">{post.author}</span>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5" data-testid="read-time">
        <Clock aria-hidden="true" className="size-4 text-slate-500" />
        {readTimeLabel(post)}
      </span>
    </p>
  );
}
