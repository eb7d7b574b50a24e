import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import { z } from "zod";

import { interpolate, renderMarkdown, type TocEntry } from "@/lib/markdown";

import { type DeploymentSettings, legalPlaceholders } from "./placeholders";

export const legalSlugs = ["terms", "privacy", "cookies"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  updated: z.iso.date(),
});

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  description: string;
  updated: string;
  html: string;
  sections: TocEntry[];
}

export function getLegalDocument(slug: LegalSlug, settings: DeploymentSettings): LegalDocument {
  const placeholders = legalPlaceholders(settings);
  const file = path.join(process.cwd(), "src/content/legal", `${slug}.md`);
  const parsed = matter(readFileSync(file, "utf8"));
  const data = frontMatterSchema.parse(parsed.data);
  const { html, toc } = renderMarkdown(interpolate(parsed.content, placeholders));
  return {
    slug,
    title: data.title,
    description: interpolate(data.description, placeholders),
    updated: data.updated,
    html,
    sections: toc,
  };
}
