/**
 * Markdown to HTML at build time (server components only), with stable heading anchors so pages
 * can print a table of contents. No client JavaScript is involved.
 */
import { Marked, type Token, type Tokens } from "marked";

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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
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

  let currentSection = "";
  const tableNames = new Map<string, number>();
  const uniqueTableName = (base: string) => {
    const count = (tableNames.get(base) ?? 0) + 1;
    tableNames.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }) {
        const label = plainText(tokens, text);
        const id = uniqueId(label);
        if (depth === 2) toc.push({ id, text: label });
        currentSection = label;
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      table(token) {
        // On a phone the rows stack, each cell under its column's name (data-label, theme.css),
        // so nothing is cut; wider screens get the table, scrolling inside its own box if it must.
        // The box is focusable, so it scrolls from the keyboard (WCAG 2.1.1), and named after the
        // section it sits in, so two tables on a page are told apart (axe landmark-unique).
        const labels = token.header.map((cell) => plainText(cell.tokens, cell.text));
        const align = (cell: Tokens.TableCell) => (cell.align ? ` align="${cell.align}"` : "");
        const head = token.header
          .map((cell) => `<th${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`)
          .join("");
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row
                .map(
                  (cell, index) =>
                    `<td data-label="${escapeAttribute(labels[index] ?? "")}"${align(cell)}>${this.parser.parseInline(cell.tokens)}</td>`,
                )
                .join("")}</tr>`,
          )
          .join("\n");
        const name = uniqueTableName(`Table: ${currentSection || labels.join(", ")}`);
        return `<div class="table-scroll" role="region" aria-label="${escapeAttribute(name)}" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
      html() {
        // Raw HTML in content is not trusted or needed.
        return "";
      },
    },
  });

  // Each level-2 section (and the text before the first) is a block of its own, laid out only as
  // it nears the screen (deferred-band, decision 041): a legal page is 12,500 px of text on a
  // phone. Its length and number of blocks let theme.css estimate its height until then.
  const tokens = marked.lexer(source);
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === "heading" && token.depth === 2 && groups.at(-1)!.length) groups.push([]);
    groups.at(-1)!.push(token);
  }
  const html = groups
    .filter((group) => group.some((token) => token.type !== "space"))
    .map((group, index, all) => {
      const body = marked.parser(Object.assign(group, { links: tokens.links }));
      const chars = group.reduce((sum, token) => sum + token.raw.length, 0);
      const blocks = group.filter((token) => token.type !== "space").length;
      // The text before the first heading is a <div>: a section without a heading says nothing.
      const first = group[0];
      const tag = first?.type === "heading" && first.depth === 2 ? "section" : "div";
      // A section another follows drops its last block's bottom margin (theme.css). Said by a
      // class, not by :last-child on the section: see decision 046.
      const classes = index < all.length - 1 ? "prose-section prose-continues" : "prose-section";
      return `<${tag} class="${classes} deferred-band" style="--prose-chars:${chars};--prose-blocks:${blocks}">${body}</${tag}>\n`;
    })
    .join("");
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
