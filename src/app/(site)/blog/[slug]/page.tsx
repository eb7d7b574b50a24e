import { StaticPart } from "@/components/ui/static-part";
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ArticleCta } from "@/components/blog/article-cta";
import { ArticleHeader } from "@/components/blog/article-header";
import { RelatedPosts } from "@/components/blog/related-posts";
import { Prose } from "@/components/content/prose";
import { TableOfContents } from "@/components/content/table-of-contents";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/layout/json-ld";
import { blogPage, getPost, getPosts, getRelatedPosts, shareImageFor } from "@/content/blog";
import { pageMetadata } from "@/lib/metadata";
import { blogPostingJsonLd } from "@/lib/structured-data";

export const dynamicParams = false;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    image: shareImageFor(post),
    imageAlt: post.imageAlt,
    type: "article",
    publishedTime: post.date,
    feed: blogPage.feed,
  });
}

export default async function ArticlePage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <StaticPart>
        <Breadcrumbs
          items={[
            { name: blogPage.title, path: "/blog" },
            { name: post.title, path: `/blog/${post.slug}` },
          ]}
        />
      </StaticPart>
      <StaticPart>
        <article aria-labelledby="article-title">
          <ArticleHeader post={post} />
          <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 pb-20 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <div className="lg:sticky lg:top-24 lg:self-start">
              <TableOfContents entries={post.toc} />
            </div>
            <div className="max-w-3xl min-w-0">
              <Prose html={post.html} />
              <ArticleCta />
            </div>
          </div>
        </article>
      </StaticPart>
      <StaticPart>
        <RelatedPosts posts={getRelatedPosts(post)} />
      </StaticPart>
      <JsonLd data={blogPostingJsonLd({ ...post, image: shareImageFor(post) })} />
    </>
  );
}
