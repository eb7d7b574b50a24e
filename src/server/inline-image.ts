// A small SVG under public/ as a data: URL, for the image a page is measured by (its LCP): written
// into the HTML, it paints with the text instead of waiting a round trip after the document, which
// on a phone on Slow 4G is 150 ms or more (decision 032). Read once per file per process.
import { readFileSync } from "node:fs";
import path from "node:path";

/** Larger illustrations stay files: inline, they would cost more bytes than the round trip. */
export const MAX_INLINE_SVG_BYTES = 6 * 1024;

const known = new Map<string, string | null>();

/** Characters a URL cannot carry as they are (a space included: the HTML standard says so). */
const escapeForDataUrl = (svg: string) =>
  svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[ %#<>"{}|\\^`\[\]]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `src` (a path such as /blog/leeds.svg) as a data: URL, or null when it is not a small SVG. */
export function inlineSvg(src: string, maxBytes = MAX_INLINE_SVG_BYTES): string | null {
  if (!src.startsWith("/") || !src.endsWith(".svg") || src.includes("..")) return null;
  const key = `${maxBytes} ${src}`;
  let url = known.get(key);
  if (url === undefined) {
    try {
      const svg = readFileSync(path.join(process.cwd(), "public", src), "utf8");
      url =
        Buffer.byteLength(svg) <= maxBytes ? `data:image/svg+xml,${escapeForDataUrl(svg)}` : null;
    } catch {
      url = null;
    }
    known.set(key, url);
  }
  return url;
}
