#!/usr/bin/env node
// One Lighthouse run (mobile, simulated) on a running server, with what explains its LCP: the
// LCP element, when the page first painted in the real (unthrottled) trace, and which requests
// had finished by then. Lantern counts those requests into its simulated LCP, so a run where the
// scripts land before the first paint reports a much later LCP than one where they land after.
//   node scripts/bench/lighthouse-one.mjs http://127.0.0.1:3000/locations/leeds [report.json]
import { writeFileSync } from "node:fs";

import { runLighthouse } from "./lighthouse.mjs";

const [url, out] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/bench/lighthouse-one.mjs <url> [report.json]");
  process.exit(2);
}
const result = await runLighthouse(url, { categories: ["performance"] });
if (out) writeFileSync(out, result.report);
if (result.lhr.runtimeError) {
  // A starved machine sometimes loses the trace (e.g. NO_NAVSTART): say so and stop.
  console.log(`run failed: ${result.lhr.runtimeError.code}`);
  process.exitCode = 1;
} else {
  explain(result.lhr);
}

function explain(lhr) {
  const audits = lhr.audits;
  const value = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  const observed = audits.metrics.details.items[0];
  console.log(
    `performance ${Math.round(lhr.categories.performance.score * 100)}  FCP ${value("first-contentful-paint")} ms  LCP ${value("largest-contentful-paint")} ms  TBT ${value("total-blocking-time")} ms`,
  );
  const element = audits["lcp-breakdown-insight"]?.details?.items?.find(
    (item) => item.type === "node",
  );
  console.log(`LCP element: ${element?.snippet ?? "?"}`);
  const paint = observed.observedFirstContentfulPaint;
  console.log(`first paint in the real trace: ${paint} ms; requests finished by then:`);
  for (const request of audits["network-requests"].details.items) {
    const done = request.networkEndTime <= paint ? "before" : "after ";
    console.log(
      `  ${done} ${String(Math.round(request.networkEndTime)).padStart(5)} ms ${String(request.transferSize).padStart(7)} B  ${request.resourceType.padEnd(10)} ${new URL(request.url).pathname}`,
    );
  }
}
