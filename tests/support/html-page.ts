import { Parser } from "htmlparser2";

/** What the data checks read from a page's HTML as served, parsed rather than matched. */
export interface PageFacts {
  title: string;
  h1: string[];
  canonical: string | null;
  /** `<meta>` content by its `name` or `property`. */
  meta: Map<string, string>;
  /** The text of each `application/ld+json` script. */
  jsonLd: string[];
  /** Label -> value of each `data-figure` cell, in the order they come. */
  figures: Array<[string, string]>;
  /** Breadcrumb items' text, in order. */
  breadcrumb: string[];
  /** The text of each `<style>` in the head, as served. */
  styles: string[];
}

/** Parses served HTML into the facts a data check reads; no browser, no script runs. */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    title: "",
    h1: [],
    canonical: null,
    meta: new Map(),
    jsonLd: [],
    figures: [],
    breadcrumb: [],
    styles: [],
  };
  // Elements whose text is being collected, with the depth they opened at.
  type Capture = {
    kind: "title" | "h1" | "json" | "figure" | "crumb" | "style";
    depth: number;
    text: string;
    label?: string;
  };
  const open: Capture[] = [];
  let depth = 0;
  let inTemplate = 0;
  let breadcrumbDepth = -1;
  let inHead = false;
  const voids = new Set([
    "meta",
    "link",
    "img",
    "br",
    "hr",
    "input",
    "source",
    "col",
    "area",
    "base",
    "wbr",
  ]);

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (voids.has(name)) {
          if (name === "meta") {
            const key = attributes.name ?? attributes.property;
            if (key && attributes.content !== undefined && !facts.meta.has(key))
              facts.meta.set(key, attributes.content);
          }
          if (name === "link" && attributes.rel === "canonical")
            facts.canonical = attributes.href ?? "";
          return;
        }
        depth++;
        // Next's streamed payload repeats markup inside <template> and scripts: read the page only.
        if (name === "template") inTemplate++;
        if (inTemplate) return;
        if (name === "head") inHead = true;
        if (name === "style" && inHead) open.push({ kind: "style", depth, text: "" });
        if (name === "title" && !facts.title) open.push({ kind: "title", depth, text: "" });
        if (name === "h1") open.push({ kind: "h1", depth, text: "" });
        if (name === "script" && attributes.type === "application/ld+json")
          open.push({ kind: "json", depth, text: "" });
        if (attributes["data-figure"] !== undefined)
          open.push({ kind: "figure", depth, text: "", label: attributes["data-figure"] });
        if (name === "nav" && attributes["aria-label"] === "Breadcrumb") breadcrumbDepth = depth;
        if (name === "li" && breadcrumbDepth >= 0) open.push({ kind: "crumb", depth, text: "" });
      },
      ontext(text) {
        for (const capture of open) capture.text += text;
      },
      onclosetag(name) {
        if (voids.has(name)) return;
        if (name === "template") inTemplate = Math.max(0, inTemplate - 1);
        if (name === "head") inHead = false;
        while (open.length > 0 && open[open.length - 1]!.depth === depth) {
          const capture = open.pop()!;
          const text = ["json", "style"].includes(capture.kind)
            ? capture.text
            : capture.text.replace(/\s+/g, " ").trim();
          if (capture.kind === "title") facts.title = text;
          if (capture.kind === "h1") facts.h1.push(text);
          if (capture.kind === "json") facts.jsonLd.push(text);
          if (capture.kind === "figure") facts.figures.push([capture.label!, text]);
          if (capture.kind === "crumb") facts.breadcrumb.push(text);
          if (capture.kind === "style") facts.styles.push(text);
        }
        if (depth === breadcrumbDepth) breadcrumbDepth = -1;
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}
