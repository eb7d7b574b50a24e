#!/usr/bin/env node
// One Lighthouse run (devtools throttling unless told otherwise) printed as a waterfall: each
// request's start and end, priority and size; the main thread's tasks over 8 ms with what they
// did; and the paints. It shows what a throttled phone waits for before its first paint
// (decision 030 found the stylesheet's round trip, then style and layout).
//   node scripts/bench/waterfall.mjs http://127.0.0.1:3000/ [devtools|simulate]
// WATERFALL_EVENTS=all names every trace event over 4 ms inside each task, not only the usual
// kinds of work (decision 067 found the navigation's commit that way).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";

import { runLighthouse, warmUp } from "./lighthouse.mjs";

const [url, throttlingMethod = "devtools"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/bench/waterfall.mjs <url> [devtools|simulate]");
  process.exit(2);
}
const ms = (value) => String(Math.round(value)).padStart(6);
const everyEvent = process.env.WATERFALL_EVENTS === "all";
const WORK = everyEvent
  ? /^(?!RunTask$)/
  : /^(ParseHTML|EvaluateScript|v8\.compile|Layout|UpdateLayoutTree|PrePaint|Paint|FunctionCall)$/;
const shortest = everyEvent ? 4000 : 2000;

await warmUp([url]);
const artifactsDir = mkdtempSync(join(tmpdir(), "waterfall-"));
try {
  const { lhr } = await runLighthouse(url, {
    categories: ["performance"],
    artifactsDir,
    throttlingMethod,
  });
  const value = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(
    `perf ${Math.round((lhr.categories.performance.score ?? NaN) * 100)}  FCP ${value("first-contentful-paint")} ms  LCP ${value("largest-contentful-paint")} ms  TBT ${value("total-blocking-time")} ms`,
  );
  const element = lhr.audits["lcp-breakdown-insight"]?.details?.items?.find(
    (item) => item.type === "node",
  );
  console.log(`LCP element: ${element?.snippet ?? "?"}`);
  for (const request of lhr.audits["network-requests"].details.items)
    console.log(
      `${ms(request.networkRequestTime)} -> ${ms(request.networkEndTime)} ms  ${request.priority.padEnd(8)} ${(request.transferSize / 1024).toFixed(1).padStart(6)} KB  ${request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 90)}`,
    );

  const { Trace } = await loadArtifacts(artifactsDir);
  const events = Trace.traceEvents;
  const start = events.find((event) => event.name === "navigationStart")?.ts ?? 0;
  // The renderer's main thread: where this document was parsed (an earlier ParseHTML can be
  // another renderer's, such as the blank page the run starts from).
  const parse =
    events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url) ??
    events.find((event) => event.name === "ParseHTML");
  const onMain = (event) => event.pid === parse?.pid && event.tid === parse?.tid;
  const at = (event) => ms((event.ts - start) / 1000);
  for (const task of events.filter((e) => e.name === "RunTask" && e.dur > 8000 && onMain(e))) {
    const work = events
      .filter((e) => onMain(e) && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > shortest)
      .filter((e) => WORK.test(e.name))
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split("/").pop()}` : ""} ${Math.round(e.dur / 1000)}`,
      );
    console.log(`task ${at(task)} ms, ${Math.round(task.dur / 1000)} ms: ${work.join(", ")}`);
  }
  for (const name of ["firstContentfulPaint", "largestContentfulPaint::Candidate"])
    for (const event of events.filter((e) => e.name === name))
      console.log(`${name} at ${at(event)} ms`);
} finally {
  rmSync(artifactsDir, { recursive: true, force: true });
}
