// GET /blog/rss.xml: RSS 2.0 feed of the blog, rendered once at build.
import { blogPage, getPosts } from "@/content/blog";
import { renderRssFeed } from "@/lib/rss";
import { absoluteUrl } from "@/lib/site-config";
import { routeMethods } from "@/server/http/methods";

export const dynamic = "force-static";

function feed() {
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

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: feed });
