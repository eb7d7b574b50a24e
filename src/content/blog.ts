import "server-only";

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import { z } from "zod";

import { countWords, interpolate, renderMarkdown, type TocEntry } from "@/lib/markdown";

import { contentPlaceholders } from "./placeholders";
import { site } from "./site";

/**
 * Reading speed behind every read time. 200 words a minute is a common figure for reading
 * practical, unfamiliar material on screen; the spec's 10/15/12 minutes are not used because it
 * contradicts itself (DESIGN.md: "computed once from the article's words").
 */
export const WORDS_PER_MINUTE = 200;

const blogDirectory = path.join(process.cwd(), "src/content/blog");

const frontMatterSchema = z.object({
  title: z.string().min(10).max(90),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  description: z.string().min(80).max(170),
  date: z.iso.date(),
  image: z.string().regex(/^\/blog\/covers\/[a-z0-9-]+\.svg$/),
  imageAlt: z.string().min(20),
  author: z.string().min(2),
});

export interface Post {
  slug: string;
  title: string;
  description: string;
  /** ISO date, e.g. 2025-03-20. */
  date: string;
  image: string;
  imageAlt: string;
  author: string;
  wordCount: number;
  /** Whole minutes at WORDS_PER_MINUTE, computed here once for the list, article and feed. */
  readTimeMinutes: number;
  html: string;
  toc: TocEntry[];
}

export const blogPage = {
  title: "Blog",
  metaTitle: "Blog: Guides for UK Trades and Subcontractors",
  description:
    "Practical guides for UK tradespeople and new-build subcontractors: running jobs, choosing software, CIS, retentions and getting paid on time.",
  intro:
    "Practical, plain-English guides for UK trades and new-build subcontractors: running jobs, choosing software, and getting paid for the work you do.",
  shareImage: "/og/blog.png",
  feed: { title: `${site.name} Blog`, path: "/blog/rss.xml" },
} as const;

/** Share image of an article: a PNG of its cover (social sites and search engines skip SVG). */
export function shareImageFor(post: Pick<Post, "slug">): string {
  return `/og/blog/${post.slug}.png`;
}

/** Every cover is drawn on the 1200x630 share-card canvas. */
export const coverSize = { width: 1200, height: 630 } as const;

export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

function loadPost(fileName: string): Post {
  const parsed = matter(readFileSync(path.join(blogDirectory, fileName), "utf8"));
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    throw new Error(
      `Front matter of src/content/blog/${fileName}: ${z.prettifyError(result.error)}`,
    );
  }
  const data = result.data;
  if (`${data.slug}.md` !== fileName) {
    throw new Error(`src/content/blog/${fileName}: slug "${data.slug}" must match the file name`);
  }
  const body = interpolate(parsed.content, contentPlaceholders);
  const { html, toc } = renderMarkdown(body);
  const wordCount = countWords(body);
  return { ...data, wordCount, readTimeMinutes: readTimeMinutes(wordCount), html, toc };
}

let cache: Post[] | undefined;

/** All posts, newest first. Loaded and checked once per process. */
export function getPosts(): Post[] {
  cache ??= readdirSync(blogDirectory)
    .filter((name) => name.endsWith(".md"))
    .map(loadPost)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cache;
}

export function getPost(slug: string): Post | undefined {
  return getPosts().find((post) => post.slug === slug);
}

/** Other posts to read next: the newest ones that are not this one. */
export function getRelatedPosts(post: Post, limit = 2): Post[] {
  return getPosts()
    .filter((other) => other.slug !== post.slug)
    .slice(0, limit);
}
