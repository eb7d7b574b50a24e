import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes, inlineScripts, isExecutableType } from "./html-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script once, in page order", () => {
    const html = `<head><script>a()</script><script id="_R_" async>b()</script></head>
      <body><script>a()</script><script type="module">c()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("c()")]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/_next/static/chunks/x.js" async=""></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes what the browser hashes: line breaks normalised to LF", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([sha("a()\nb()\nc()")]);
  });

  it("does not depend on how the markup is written: case, quotes, attribute order, spacing", () => {
    const variants = [
      `<script>go()</script>`,
      `<SCRIPT>go()</SCRIPT >`,
      `<script async="" id=x>go()</script>`,
      `<script id='x' async>go()</script\t>`,
      `<script\ntype="text/javascript"\n>go()</script>`,
      `<script type=" Module ">go()</script >`,
    ];
    for (const html of variants) expect(inlineScriptHashes(html), html).toEqual([sha("go()")]);
  });

  it("reads an attribute named src only as an attribute, not inside another's value", () => {
    expect(inlineScriptHashes(`<script data-x="src=/a.js">go()</script>`)).toEqual([sha("go()")]);
    expect(inlineScriptHashes(`<script data-x='>' src=/a.js></script>`)).toEqual([]);
  });

  it("ignores what is not markup: comments, raw text, a script-looking string in a script", () => {
    const html = `<!-- <script>commented()</script> -->
      <title><script>title()</script></title>
      <textarea><script>typed()</script></textarea>
      <style>a::after{content:"<script>css()</script>"}</style>
      <noscript><script>never()</script></noscript>
      <script>const s = "<script>"; run(s)</script>`;
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      `const s = "<script>"; run(s)`,
    ]);
  });

  it("hashes a script's text as written, its character references undecoded", () => {
    expect(inlineScriptHashes("<script>a&amp;&&b</script>")).toEqual([sha("a&amp;&&b")]);
  });

  it("ends a script only at an end tag the browser recognises", () => {
    const html = `<script>a("</scriptx>")</script><script>b()</script>`;
    expect(inlineScripts(html).map((script) => script.text)).toEqual([`a("</scriptx>")`, "b()"]);
  });

  it("is tolerant of broken markup and never throws", () => {
    expect(inlineScriptHashes("<script>unclosed()")).toEqual([sha("unclosed()")]);
    for (const html of ["<", "<script", "<script a='", "<!--", "<!doctype", "</", "< script>x"])
      expect(() => inlineScriptHashes(html), html).not.toThrow();
  });
});

describe("isExecutableType", () => {
  it.each([
    "",
    "text/javascript",
    " Text/JavaScript ",
    "module",
    "application/ecmascript",
    "importmap",
    "speculationrules",
  ])("covers classic scripts, modules, import maps and speculation rules: %j", (type) => {
    expect(isExecutableType(type)).toBe(true);
  });

  it.each(["application/ld+json", "application/json", "text/plain"])(
    "never data blocks: %j",
    (type) => {
      expect(isExecutableType(type)).toBe(false);
    },
  );
});
