/**
 * Markdown to HTML at build time (server components only), with stable heading anchors so pages
 * can print a table of contents. No client JavaScript is involved.
 */
import { Marked, type Tokens } from "marked";

export interface TocEntry {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The level-2 headings, in order, for a table of contents. */
  toc: TocEntry[];
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function plainText(tokens: Tokens.Generic[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) =>
      "tokens" in token && token.tokens
        ? plainText(token.tokens, token.raw)
        : ((token as { text?: string }).text ?? token.raw),
    )
    .join("");
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || "section";
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }) {
        const label = plainText(tokens, text);
        const id = uniqueId(label);
        if (depth === 2) toc.push({ id, text: label });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      table(token) {
        // Wide tables scroll inside their own box instead of widening a phone's page. The box is
        // focusable and named, so it can be scrolled from the keyboard (WCAG 2.1.1).
        const html = marked.Renderer.prototype.table.call(this, token);
        return `<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0">${html}</div>`;
      },
      html() {
        // Raw HTML in content is not trusted or needed.
        return "";
      },
    },
  });

  const html = marked.parse(source) as string;
  return { html, toc };
}

/** Replaces {{key}} placeholders; an unknown key is an error, so a typo fails the build. */
export function interpolate(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}}`);
    return value;
  });
}

/** Words of running text, ignoring Markdown syntax, for read times. */
export function countWords(source: string): number {
  const text = source
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ")
    .replace(/[#>*_`|[\]()-]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
