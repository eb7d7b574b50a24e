import type { Post } from "@/content/blog";

import { PostCard } from "./post-card";

export function RelatedPosts({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="related-title"
      className="border-t border-slate-200 bg-slate-50 py-16"
    >
      <div className="container-page">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight text-navy-900">
          Related articles
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-8 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
