import { ArrowRight } from "@/components/icons/stroke-icons";
import { SiteLink } from "@/components/ui/site-link";

import type { Post } from "@/content/blog";

import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";

type CardPost = Pick<
  Post,
  "slug" | "title" | "description" | "date" | "readTimeMinutes" | "author" | "image" | "imageAlt"
>;

/**
 * One post in a list. The title's link stretches over the whole card, so the card is one
 * target for a thumb but only one link for a screen reader.
 */
export function PostCard({
  post,
  featured = false,
  headingLevel = 2,
  priority = false,
}: {
  post: CardPost;
  featured?: boolean;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-card transition-shadow hover:shadow-md ${
        featured ? "lg:grid lg:grid-cols-2" : ""
      }`}
    >
      <PostCover
        post={post}
        priority={priority}
        className={`aspect-[40/21] bg-slate-100 object-cover ${featured ? "lg:h-full" : ""}`}
      />
      <div className={`flex flex-1 flex-col p-6 ${featured ? "sm:p-8 lg:justify-center" : ""}`}>
        <PostMeta post={post} />
        <Heading
          className={`mt-3 font-bold tracking-tight text-navy-900 ${
            featured ? "text-2xl sm:text-3xl" : "text-xl"
          }`}
        >
          <SiteLink
            href={`/blog/${post.slug}`}
            className="group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-3 leading-7 text-slate-600">{post.description}</p>
        <p
          className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700"
          aria-hidden="true"
        >
          Read article
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
