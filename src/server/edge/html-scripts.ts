// Finds the inline scripts of an HTML document with an HTML parser (htmlparser2), not by matching
// how Next.js happens to serialise them: any attribute order, quoting or case, comments, and
// raw-text elements whose content is not markup. Decision 092.
import { createHash } from "node:crypto";

import { Parser } from "htmlparser2";

export interface InlineScript {
  /** Attribute names in lower case; a value-less attribute maps to "". */
  attributes: Record<string, string>;
  /** The script's text as the browser hashes it (line endings normalised to LF). */
  text: string;
}

/**
 * Script types CSP's script-src governs inline: what the browser executes, and the import maps
 * and speculation rules it reads only if the policy allows them. JSON-LD and other data blocks
 * are not scripts to CSP.
 */
const EXECUTABLE_TYPES = new Set(
  ",module,importmap,speculationrules,text/javascript,text/ecmascript,application/javascript,application/ecmascript".split(
    ",",
  ),
);

/** Elements the browser reads as text (noscript: with scripting on) that the parser reads as markup. */
const OPAQUE = new Set(["noscript", "iframe", "noembed", "noframes", "xmp"]);

/** Every `<script>` element without `src`, in document order; broken markup never throws. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  let current: InlineScript | null = null;
  let opaque = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (OPAQUE.has(name)) opaque += 1;
      else if (name === "script" && opaque === 0 && !("src" in attributes))
        current = { attributes, text: "" };
    },
    ontext(text) {
      if (current) current.text += text;
    },
    onclosetag(name) {
      if (OPAQUE.has(name)) opaque = Math.max(0, opaque - 1);
      if (name !== "script" || !current) return;
      current.text = current.text.replace(/\r\n?/g, "\n");
      scripts.push(current);
      current = null;
    },
  });
  parser.end(html);
  return scripts;
}

/** True when a browser runs a script whose `type` attribute is this ("" when it has none). */
export const isExecutableType = (type: string) => EXECUTABLE_TYPES.has(type.trim().toLowerCase());

/** The CSP source that allows `text` as an inline script. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** 'sha256-...' sources for every inline script the browser would run, in order, no repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of inlineScripts(html))
    if (isExecutableType(script.attributes.type ?? "")) hashes.add(sha256Source(script.text));
  return [...hashes];
}
