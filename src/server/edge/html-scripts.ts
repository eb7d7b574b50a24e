// Finds the inline scripts of an HTML document by reading it the way a browser's tokenizer does,
// not by matching how Next.js happens to serialise them: any attribute order, quoting or case,
// comments, and raw-text elements whose content is not markup. Decision 017.
import { createHash } from "node:crypto";

export interface InlineScript {
  /** Attribute names in lower case; a value-less attribute maps to "". */
  attributes: Map<string, string>;
  /** The script's text as the browser hashes it (line endings normalised to LF). */
  text: string;
}

/**
 * Script types CSP's script-src governs inline: what the browser executes, and the import maps
 * and speculation rules it reads only if the policy allows them. JSON-LD and other data blocks
 * are not scripts to CSP.
 */
const EXECUTABLE_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
  "module",
  "importmap",
  "speculationrules",
]);

/** Elements whose content the tokenizer reads as text up to their own end tag. */
const RAW_TEXT = new Set([
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  // Read as text when scripting is on, so a <script> inside it never runs.
  "noscript",
]);

/** HTML's ASCII whitespace, written for a regular expression's character class. */
const SPACE = "\\t\\n\\f\\r ";
/** A tag name: up to whitespace, `/` or `>`. */
const TAG_NAME = new RegExp(`[^${SPACE}/>]*`, "y");
/**
 * One step of the before-attribute-name state and what follows it: the tag's `>`, or an attribute
 * with its optional value, double-quoted, single-quoted or unquoted (HTML, 13.2.5.32 to 13.2.5.38).
 * A quote left open runs to the end of the input.
 */
const ATTRIBUTE = new RegExp(
  `[${SPACE}/]*(?:(>)|([^${SPACE}/>][^${SPACE}/>=]*)(?:[${SPACE}]*=[${SPACE}]*` +
    `(?:"([^"]*)(?:"|$)|'([^']*)(?:'|$)|([^${SPACE}>]*)))?)`,
  "y",
);
const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === "\n" || char === "\r" || char === "\f";
const isAsciiAlpha = (char: string | undefined) => !!char && /[a-z]/i.test(char);

interface StartTag {
  name: string;
  attributes: Map<string, string>;
  /** Index just after the closing `>` (or the end of input). */
  end: number;
}

/** Reads the start tag whose `<` is at `at` (the next character is a letter). */
function readStartTag(html: string, at: number): StartTag {
  TAG_NAME.lastIndex = at + 1;
  const name = (TAG_NAME.exec(html)?.[0] ?? "").toLowerCase();
  const attributes = new Map<string, string>();
  let i = TAG_NAME.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = i;
    const step = ATTRIBUTE.exec(html);
    if (!step) return { name, attributes, end: html.length };
    i = ATTRIBUTE.lastIndex;
    if (step[1]) return { name, attributes, end: i };
    // Only a script's attributes matter; other tags are read through to find where they end.
    if (name !== "script") continue;
    const attrName = step[2]!.toLowerCase();
    // The first occurrence of an attribute wins; later duplicates are ignored, as in browsers.
    if (!attributes.has(attrName)) attributes.set(attrName, step[3] ?? step[4] ?? step[5] ?? "");
  }
}

/** Index of the `<` of `</name` followed by whitespace, `/` or `>`, from `from`; -1 if none. */
function findEndTag(html: string, name: string, from: number): number {
  for (let i = html.indexOf("</", from); i !== -1; i = html.indexOf("</", i + 2)) {
    if (html.slice(i + 2, i + 2 + name.length).toLowerCase() !== name) continue;
    const after = html[i + 2 + name.length];
    if (after === undefined || after === ">" || after === "/" || isSpace(after)) return i;
  }
  return -1;
}

/**
 * Every `<script>` element without `src`, in document order, with its attributes and text.
 * Tolerant: malformed markup never throws; an unclosed script runs to the end of the input. Not
 * handled (Next.js never writes them, and a browser would not run them either way): scripts in
 * foreign content (<svg>) and the "double-escaped" `<!--<script>` state inside a script.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    const next = html[lt + 1];
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (next === "!" || next === "?" || next === "/") {
      // A doctype, a bogus comment or an end tag: skip to its `>`.
      const close = html.indexOf(">", lt + 2);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!isAsciiAlpha(next)) {
      i = lt + 1;
      continue;
    }
    const tag = readStartTag(html, lt);
    i = tag.end;
    if (tag.name !== "script" && !RAW_TEXT.has(tag.name)) continue;
    const close = findEndTag(html, tag.name, i);
    const contentEnd = close === -1 ? html.length : close;
    if (tag.name === "script" && !tag.attributes.has("src")) {
      scripts.push({
        attributes: tag.attributes,
        text: html.slice(i, contentEnd).replace(/\r\n?/g, "\n"),
      });
    }
    if (close === -1) break;
    const closeEnd = html.indexOf(">", close);
    i = closeEnd === -1 ? html.length : closeEnd + 1;
  }
  return scripts;
}

/** True when a browser runs a script whose `type` attribute is this ("" when it has none). */
export const isExecutableType = (type: string) => EXECUTABLE_TYPES.has(type.trim().toLowerCase());

/** True when a browser would execute this inline script (by its `type`). */
export function isExecutable(script: InlineScript): boolean {
  return isExecutableType(script.attributes.get("type") ?? "");
}

/** The CSP source that allows `text` as an inline script. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** 'sha256-...' sources for every inline script the browser would run, in order, no repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of inlineScripts(html)) {
    if (isExecutable(script)) hashes.add(sha256Source(script.text));
  }
  return [...hashes];
}
