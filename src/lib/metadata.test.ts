import { describe, expect, it } from "vitest";

import { pageMetadata } from "./metadata";

const alts = (meta: ReturnType<typeof pageMetadata>) => {
  const og = meta.openGraph?.images;
  const twitter = meta.twitter?.images;
  const first = (images: unknown) =>
    (Array.isArray(images) ? images[0] : images) as { alt?: string };
  return [first(og).alt, first(twitter).alt];
};

describe("page metadata", () => {
  it("gives the share image a text alternative for Open Graph and Twitter", () => {
    const page = pageMetadata({ title: "About", description: "About us", path: "/about" });
    const [og, twitter] = alts(page);
    expect(og).toMatch(/^Grafter: CRM for UK Trades\./);
    expect(twitter).toBe(og);
    const blog = pageMetadata({
      title: "A post",
      description: "A post",
      path: "/blog/a-post",
      image: "/og/blog/a-post.png",
      imageAlt: "A drawing of a site office",
    });
    expect(alts(blog)).toEqual(["A drawing of a site office", "A drawing of a site office"]);
  });
});
