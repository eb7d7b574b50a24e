import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { countWords } from "@/lib/markdown";

import { getPost, getPosts, getRelatedPosts, readTimeMinutes, WORDS_PER_MINUTE } from "./blog";

describe("blog posts", () => {
  const posts = getPosts();

  it("has the three posts, newest first, dated 20, 18 and 15 March 2025", () => {
    expect(posts.map((post) => post.date)).toEqual(["2025-03-20", "2025-03-18", "2025-03-15"]);
    expect(posts.map((post) => post.slug)).toEqual([
      "how-to-streamline-construction-project-management",
      "top-10-trade-business-software-comparison",
      "cis-retentions-and-paperwork-for-new-build-subcontractors",
    ]);
  });

  it("reads in the specification's minutes: 12 (its page's figure, DESIGN.md), 15 and 12", () => {
    expect(posts.map((post) => post.readTimeMinutes)).toEqual([12, 15, 12]);
  });

  it("computes each read time from the article's own words", () => {
    for (const post of posts) {
      const source = readFileSync(
        path.join(process.cwd(), "src/content/blog", `${post.slug}.md`),
        "utf8",
      );
      const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
      expect(post.wordCount, post.slug).toBe(countWords(body));
      expect(post.readTimeMinutes, post.slug).toBe(Math.round(post.wordCount / WORDS_PER_MINUTE));
    }
  });

  it("is as long as its read time claims: roughly 2,000 to 3,000 words", () => {
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(2000);
      expect(post.wordCount, post.slug).toBeLessThanOrEqual(3100);
      expect(post.readTimeMinutes, post.slug).toBeGreaterThanOrEqual(10);
    }
  });

  it("rounds read times to whole minutes, never below one", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(WORDS_PER_MINUTE * 12 + 10)).toBe(12);
    expect(readTimeMinutes(WORDS_PER_MINUTE * 12 - 10)).toBe(12);
  });

  it("gives every post a table of contents, a cover, an author and unique copy", () => {
    for (const post of posts) {
      expect(post.toc.length, post.slug).toBeGreaterThanOrEqual(5);
      expect(post.image).toBe(`/blog/covers/${post.slug}.svg`);
      expect(post.author.length).toBeGreaterThan(1);
      expect(post.html).not.toMatch(/\{\{/);
    }
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.description)).size).toBe(posts.length);
  });

  it("keeps the comparison free of prices", () => {
    const comparison = getPost("top-10-trade-business-software-comparison")!;
    expect(comparison.html).not.toMatch(/£\s?\d|\$\s?\d|€\s?\d|per month|\/mo\b/i);
  });

  it("suggests the other posts as related reading", () => {
    for (const post of posts) {
      const related = getRelatedPosts(post);
      expect(related).toHaveLength(2);
      expect(related.map((other) => other.slug)).not.toContain(post.slug);
    }
  });
});
