import { type Token, type Tokens, lexer } from "marked";

import type { Block } from "../notifications/mail/blocks";

/**
 * A campaign's Markdown as the e-mail blocks every other message is made of (decision 086), so a
 * campaign gets the same HTML part, text part, dark-mode colours and 320 px column. Markdown is
 * parsed first and merge fields filled in afterwards, into text the blocks escape: a person's
 * company name cannot add a link or markup to the message. A paragraph that is a lone link
 * becomes the message's button; other links read "text (address)".
 */
export const mergeFields = [
  "first_name",
  "company",
  "founder_number",
  "personal_page",
  "unsubscribe",
] as const;
export type MergeField = (typeof mergeFields)[number];
export type MergeValues = Partial<Record<MergeField, string>>;

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

function inline(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      switch (token.type) {
        case "link": {
          const link = token as Tokens.Link;
          const label = inline(link.tokens);
          return label === link.href ? label : `${label} (${link.href})`;
        }
        case "br":
          return "\n";
        case "image":
          return (token as Tokens.Image).text;
        default:
          return "tokens" in token && token.tokens ? inline(token.tokens) : decode(token.raw);
      }
    })
    .join("");
}

/** marked keeps entities as typed; the blocks escape text themselves. */
const decode = (raw: string) =>
  raw.replace(/\\([\\`*_{}[\]()#+\-.!>])/g, "$1").replace(/&amp;/g, "&");

function toBlocks(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "heading":
        blocks.push({ kind: "heading", text: inline((token as Tokens.Heading).tokens) });
        break;
      case "paragraph": {
        const parts = (token as Tokens.Paragraph).tokens.filter(
          (t) => !(t.type === "text" && !t.raw.trim()),
        );
        if (parts.length === 1 && parts[0]!.type === "link") {
          const link = parts[0] as Tokens.Link;
          blocks.push({ kind: "action", label: inline(link.tokens), url: link.href });
        } else blocks.push({ kind: "paragraph", text: inline(token.tokens) });
        break;
      }
      case "list":
        blocks.push({
          kind: "list",
          items: (token as Tokens.List).items.map((item) => inline(item.tokens)),
        });
        break;
      case "blockquote":
        blocks.push(...toBlocks((token as Tokens.Blockquote).tokens));
        break;
      case "space":
      case "hr":
        break;
      default:
        if (token.raw.trim()) blocks.push({ kind: "paragraph", text: decode(token.raw.trim()) });
    }
  }
  return blocks;
}

/** The body as blocks, its merge fields filled; `unresolved` names each field left empty. */
export function markdownBlocks(
  markdown: string,
  values: MergeValues,
): { blocks: Block[]; unresolved: string[] } {
  const unresolved = new Set<string>();
  const fill = (text: string) =>
    text.replace(FIELD, (_, name: string) => {
      const value = values[name as MergeField];
      if (value === undefined || value === "") {
        unresolved.add(name);
        return "";
      }
      return value;
    });
  const blocks = toBlocks(lexer(markdown)).map((block): Block => {
    switch (block.kind) {
      case "paragraph":
      case "heading":
        return { ...block, text: fill(block.text) };
      case "action":
        return { ...block, label: fill(block.label), url: fill(block.url) };
      case "list":
        return { ...block, items: block.items.map(fill) };
      default:
        return block;
    }
  });
  return { blocks, unresolved: [...unresolved] };
}
