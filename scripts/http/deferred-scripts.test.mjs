import { describe, expect, it } from "vitest";

import {
  deferFrameworkScripts,
  deferredScriptSources,
  PAINT_WAIT_MS,
} from "./deferred-scripts.mjs";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  "</head><body><main><p>Text that mentions &lt;/body&gt;.</p></main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "</body></html>",
].join("");

describe("deferFrameworkScripts", () => {
  const html = deferFrameworkScripts(page);
  const sources = ["react", "router", "main"].map((name) => `/_next/static/chunks/${name}.js`);

  it("takes out Next's async scripts and its preloads of them, so nothing fetches them early", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload"');
    for (const src of sources) expect(html.split(src)).toHaveLength(2);
  });

  it("starts them in page order from one inline loader, the last thing in the body", () => {
    const loader =
      /<script>(\(function startAfterFirstPaint[\s\S]*?\)\((\[[^\]]*\]), (\d+)\);)<\/script><\/body><\/html>$/.exec(
        html,
      );
    expect(loader).not.toBeNull();
    expect(JSON.parse(loader[2])).toEqual(sources);
    expect(Number(loader[3])).toBe(PAINT_WAIT_MS);
    expect(loader[1]).toContain('"first-contentful-paint"');
    expect(loader[1]).toContain('document.visibilityState === "hidden"');
    expect(deferredScriptSources(html)).toEqual(sources);
  });

  it("leaves everything else where it was", () => {
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    expect(html).toContain("<p>Text that mentions &lt;/body&gt;.</p>");
  });

  it("returns a page without framework scripts, or without head and body, unchanged", () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferFrameworkScripts(fragment)).toBe(fragment);
    expect(deferredScriptSources(plain)).toEqual([]);
  });
});
