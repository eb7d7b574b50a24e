import { describe, expect, it } from "vitest";

import { mediaFiles, pageContent } from "./page-content.mjs";

const html = `<!DOCTYPE html><html lang="en-GB" class="font-var"><head>
<style data-precedence="next">body{color:navy}@font-face{src:url(/_next/static/media/a-s.woff2)}</style>
<script src="/_next/static/chunks/main.js" async></script></head>
<body class="flex min-h-dvh"><header><a href="/">Home</a></header>
<main><h1>Title</h1><p>Text &amp; more</p><script>self.__next_f.push([1,"x"])</script></main>
<style>.late{color:red}</style><script>self.__next_f.push([1,"y"])</script></body></html>`;

describe("pageContent", () => {
  it("keeps the body's markup without any script, and every stylesheet's text", () => {
    const content = pageContent(html);
    expect(content.body).toContain("<h1>Title</h1><p>Text &amp; more</p>");
    expect(content.body).toContain('<a href="/">Home</a>');
    expect(content.body).not.toMatch(/<script|<style|__next_f/);
    expect(content.style).toContain("body{color:navy}");
    expect(content.style).toContain(".late{color:red}");
    expect(content.htmlClass).toBe("font-var");
    expect(content.bodyClass).toBe("flex min-h-dvh");
  });
});

describe("mediaFiles", () => {
  it("names each font file a stylesheet loads from Next's media folder once", () => {
    const css = `@font-face{src:url(/_next/static/media/a-s.woff2)}
      @font-face{src:url("/_next/static/media/a-s.woff2") format("woff2")}
      @font-face{src:url('/_next/static/media/b.woff2')} .x{background:url(/images/c.png)}`;
    expect(mediaFiles(css)).toEqual(["a-s.woff2", "b.woff2"]);
  });
});
