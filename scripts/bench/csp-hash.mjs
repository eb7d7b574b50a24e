#!/usr/bin/env node
// What the per-response script-hash policy costs (docs/decisions/007): time to hash the inline
// scripts of the biggest built pages, once (an ETag-cache miss).
//   node scripts/bench/csp-hash.mjs   (after `next build`)
import { readFileSync } from "node:fs";
import path from "node:path";

import { inlineScriptHashes } from "../http/security-headers.mjs";

const app = path.resolve(import.meta.dirname, "../../.next/server/app");

export function hashCost(file, runs = 500) {
  const html = readFileSync(path.join(app, file), "utf8");
  for (let i = 0; i < 50; i += 1) inlineScriptHashes(html);
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) inlineScriptHashes(html);
  const micros = Number(process.hrtime.bigint() - started) / runs / 1000;
  return { file, kb: html.length / 1024, scripts: inlineScriptHashes(html).length, micros };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of ["index.html", "locations/leeds.html", "about.html"]) {
    const { kb, scripts, micros } = hashCost(file);
    console.log(
      `${file.padEnd(22)} ${kb.toFixed(0)} KB, ${scripts} inline scripts: ${micros.toFixed(0)} µs`,
    );
  }
}
