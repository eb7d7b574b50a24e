import { PageHeader } from "@/components/content/page-header";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PostCard } from "@/components/blog/post-card";
import { blogPage, getPosts } from "@/content/blog";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: blogPage.metaTitle,
  description: blogPage.description,
  path: "/blog",
  image: blogPage.shareImage,
  feed: blogPage.feed,
});

export default function BlogPage() {
  const [latest, ...older] = getPosts();
  return (
    <>
      <Breadcrumbs items={[{ name: "Blog", path: "/blog" }]} />
      <PageHeader title={blogPage.title}>
        <p>{blogPage.intro}</p>
      </PageHeader>
      <div className="container-page pb-20">
        <ul className="grid gap-8 md:grid-cols-2" aria-label="Articles, newest first">
          {latest && (
            <li className="flex md:col-span-2">
              <PostCard post={latest} featured priority />
            </li>
          )}
          {older.map((post) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        {/* The newsletter sign-up box goes here (submissions issue); the slot is left empty. */}
        <div id="newsletter-slot" data-slot="newsletter" className="mt-16 empty:hidden" />
      </div>
    </>
  );
}
