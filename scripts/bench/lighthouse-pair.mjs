#!/usr/bin/env node
// Two running builds side by side (e.g. with and without `experimental.inlineCss`): Lighthouse
// on the same pages of each, alternating A and B run by run under both throttling methods, and
// the medians. Decision 023 keeps a change only if simulated and devtools throttling agree.
//   node scripts/bench/lighthouse-pair.mjs http://127.0.0.1:3114 http://127.0.0.1:3124 [runs] [/,/signup]
import { figures, runLighthouse, THROTTLING, warmUp } from "./lighthouse.mjs";
import { median } from "./stats.mjs";

const [a, b, runsArg = "3", pagesArg = "/"] = process.argv.slice(2);
if (!a || !b) {
  console.error(
    "usage: node scripts/bench/lighthouse-pair.mjs <origin A> <origin B> [runs] [pages]",
  );
  process.exit(2);
}
const runs = Number(runsArg);
const pages = pagesArg.split(",");
const results = new Map();
await warmUp(pages.flatMap((page) => [`${a}${page}`, `${b}${page}`]));
for (let run = 0; run < runs; run += 1)
  for (const page of pages)
    for (const method of THROTTLING)
      for (const origin of run % 2 ? [b, a] : [a, b]) {
        const key = `${method} ${page} ${origin === a ? "A" : "B"}`;
        const result = await runLighthouse(`${origin}${page}`, {
          categories: ["performance"],
          throttlingMethod: method,
        });
        if (!results.has(key)) results.set(key, []);
        if (!result.lhr.runtimeError) results.get(key).push(figures(result.lhr, origin));
      }

const cell = (list, key, scale = 1, digits = 0) =>
  list.length ? (median(list.map((item) => item[key])) / scale).toFixed(digits) : "-";
console.log(`A ${a}\nB ${b}\n${runs} runs each, alternating; medians`);
for (const [key, list] of results)
  console.log(
    `${key.padEnd(32)} perf ${cell(list, "performance")}  FCP ${cell(list, "fcp", 1000, 2)} s  LCP ${cell(list, "lcp", 1000, 2)} s  TBT ${cell(list, "tbt")} ms  CLS ${cell(list, "cls", 1, 3)}  (${list.length} runs)`,
  );
