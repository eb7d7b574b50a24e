import { StaticPart } from "@/components/ui/static-part";
import { PageHeader } from "@/components/content/page-header";
import { PostCard } from "@/components/blog/post-card";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
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
      <PageHeader
        title={blogPage.title}
        crumbs={[{ name: "Blog", path: "/blog" }]}
        intro={blogPage.intro}
      />
      <StaticPart>
        <div className="container-page pb-20">
          <ul className="grid grid-cols-1 gap-8 md:grid-cols-2" aria-label="Articles, newest first">
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
          <section
            aria-label="Newsletter"
            className="mt-16 flex flex-col gap-6 rounded-2xl bg-slate-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
          >
            <div className="max-w-md">
              <h2 className="text-2xl font-bold text-navy-900">Get new articles by e-mail</h2>
              <p className="mt-2 text-slate-600">
                One practical e-mail when we publish, for trades businesses. Confirm by e-mail;
                leave in one click.
              </p>
            </div>
            <NewsletterBox tone="light" source="/blog" />
          </section>
        </div>
      </StaticPart>
    </>
  );
}
