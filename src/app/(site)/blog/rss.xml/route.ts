// GET /blog/rss.xml: RSS 2.0 feed of the blog, rendered once at build.
import { blogPage, getPosts } from "@/content/blog";
import { renderRssFeed } from "@/lib/rss";
import { absoluteUrl } from "@/lib/site-config";

export const dynamic = "force-static";

export function GET() {
  const xml = renderRssFeed({
    title: blogPage.feed.title,
    description: blogPage.description,
    link: absoluteUrl("/blog"),
    feedUrl: absoluteUrl(blogPage.feed.path),
    items: getPosts().map((post) => ({
      title: post.title,
      description: post.description,
      link: absoluteUrl(`/blog/${post.slug}`),
      date: post.date,
      author: post.author,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
