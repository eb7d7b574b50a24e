#!/usr/bin/env node
// What a page costs a visitor on a phone: its HTML and the JavaScript it loads, each gzipped
// (zlib default level, as the server compresses) and summed. CSS is listed for context.
// Used by the byte-budget test (tests/e2e/budgets.spec.ts) and `npm run bench`.
//   node scripts/page-weight.mjs <url> [<url> ...]
//   e.g. node scripts/page-weight.mjs http://127.0.0.1:3301/locations/leeds http://127.0.0.1:3301/blog/...
import { gzipSync } from "node:zlib";

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function fetchBytes(url) {
  // Ask for identity so we measure the raw file and gzip it ourselves, the same way for each.
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function references(html, pattern, base) {
  return [
    ...new Set(
      [...html.matchAll(pattern)]
        // Browsers that run modules skip `nomodule` scripts (Next's legacy polyfills).
        .filter((match) => !/\snomodule\b/i.test(match[0]))
        .map((match) => new URL(match[1], base).href),
    ),
  ];
}

/**
 * HTML, JavaScript and CSS of one page, gzipped. The scripts are those the HTML references plus
 * `scripts` (e.g. what a browser fetched before anyone touched the page); only `scripts` with
 * `htmlScripts: false` (e.g. what it fetched later).
 */
export async function weigh(url, { scripts: seen = [], htmlScripts = true } = {}) {
  const html = await fetchBytes(url);
  const text = html.toString("utf8");
  const referenced = htmlScripts ? references(text, /<script[^>]+src="([^"]+)"[^>]*>/g, url) : [];
  const scripts = [...new Set([...referenced, ...seen])];
  const styles = references(text, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g, url);
  const sizes = async (list) =>
    Promise.all(
      list.map(async (asset) => ({ asset, gzip: gzipSync(await fetchBytes(asset)).length })),
    );
  const js = await sizes(scripts);
  const css = await sizes(styles);
  const sum = (items) => items.reduce((total, item) => total + item.gzip, 0);
  return {
    url,
    htmlGzip: gzipSync(html).length,
    htmlRaw: html.length,
    js,
    jsGzip: sum(js),
    cssGzip: sum(css),
  };
}

async function main(urls) {
  if (urls.length === 0) {
    console.error("usage: node scripts/page-weight.mjs <url> [<url> ...]");
    process.exit(2);
  }
  for (const url of urls) {
    const result = await weigh(url);
    console.log(`\n${result.url}`);
    console.log(`  HTML  ${kb(result.htmlGzip)} gzip (${kb(result.htmlRaw)} raw)`);
    console.log(`  JS    ${kb(result.jsGzip)} gzip in ${result.js.length} files`);
    for (const { asset, gzip } of result.js)
      console.log(`          ${kb(gzip).padStart(9)}  ${new URL(asset).pathname}`);
    console.log(`  CSS   ${kb(result.cssGzip)} gzip`);
    console.log(`  HTML + JS: ${kb(result.htmlGzip + result.jsGzip)} gzip`);
  }
}

// No top-level await: the browser tests load this module too.
if (import.meta.url === `file://${process.argv[1]}`) void main(process.argv.slice(2));
