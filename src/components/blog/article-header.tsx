import type { Post } from "@/content/blog";

import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";

export function ArticleHeader({ post }: { post: Post }) {
  return (
    <header className="container-page pt-6 pb-10">
      <div className="max-w-3xl">
        <h1
          id="article-title"
          className="text-3xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-4xl lg:text-5xl"
        >
          {post.title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">{post.description}</p>
        <PostMeta post={post} showAuthor className="mt-5" />
      </div>
      <PostCover
        post={post}
        priority
        className="mt-8 aspect-[40/21] rounded-2xl bg-slate-100 object-cover"
      />
    </header>
  );
}
