#!/usr/bin/env node
// One Lighthouse run (mobile, simulated) on a running server, with what explains its LCP: the
// LCP element, the real (unthrottled) paint times, and the nodes of Lantern's two LCP graphs
// with their simulated times. Lantern keeps in those graphs every request that finished before
// the real LCP (unless it finds the script's evaluation after it) and the tasks that painted,
// so this shows which bytes the simulated LCP waited for (decisions 013 and 014). Then Lantern's
// TBT: each simulated task of 50 ms or more, its place against the simulated FCP and TTI that
// bound the sum, and its heaviest work (decision 044, "What Lantern counts as blocking").
//   node scripts/bench/lighthouse-one.mjs http://127.0.0.1:3000/locations/leeds [report.json]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";

import { runLighthouse } from "./lighthouse.mjs";

const [url, out] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/bench/lighthouse-one.mjs <url> [report.json]");
  process.exit(2);
}
const artifactsDir = mkdtempSync(join(tmpdir(), "lighthouse-one-"));
try {
  const result = await runLighthouse(url, { categories: ["performance"], artifactsDir });
  if (out) writeFileSync(out, result.report);
  if (result.lhr.runtimeError) {
    // A starved machine sometimes loses the trace (e.g. NO_NAVSTART): say so and stop.
    console.log(`run failed: ${result.lhr.runtimeError.code}`);
    process.exitCode = 1;
  } else {
    summarise(result.lhr);
    const artifacts = await loadArtifacts(artifactsDir);
    await printLcpGraphs(artifacts, result.lhr.configSettings);
    await printBlockingTasks(artifacts, result.lhr.configSettings);
  }
} finally {
  rmSync(artifactsDir, { recursive: true, force: true });
}

function summarise(lhr) {
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
  console.log(
    `real trace: first contentful paint ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
  );
}

function describe(node) {
  if (node.type === "network") {
    const { resourceType, priority, url: address, transferSize } = node.request;
    const path = address.startsWith("data:") ? "data: URI" : new URL(address).pathname;
    return `${resourceType} (${priority}) ${path} ${transferSize} B`;
  }
  const events = [...new Set(node.childEvents.map((event) => event.name))]
    .filter((name) => /^(Layout|Paint|ParseHTML|EvaluateScript|UpdateLayoutTree)$/.test(name))
    .join(", ");
  return `task ${Math.round(node.duration / 1000)} ms real: ${events}`;
}

function computationData(artifacts, settings) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
}

/**
 * Lantern's TBT, recomputed: each simulated task of 50 ms or more, with where it falls against
 * the simulated FCP and TTI that bound the sum. A task before FCP costs nothing; one after it
 * costs its length above 50 ms.
 */
async function printBlockingTasks(artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const data = computationData(artifacts, settings);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const ms = (estimate) => Math.round(estimate.timeInMs);
  console.log(
    `Lantern TBT ${Math.round(tbt.timing)} ms; optimistic sums from FCP ${ms(fcp.pessimisticEstimate)} to TTI ${ms(tti.optimisticEstimate)} ms, pessimistic from ${ms(fcp.optimisticEstimate)} to ${ms(tti.pessimisticEstimate)} ms`,
  );
  for (const [name, estimate] of [
    ["optimistic", tbt.optimisticEstimate],
    ["pessimistic", tbt.pessimisticEstimate],
  ]) {
    console.log(`  ${name}: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()]
      .filter(([node, time]) => node.type === "cpu" && time.duration >= 50)
      .sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, time] of rows) {
      const span = `${Math.round(time.startTime)}-${Math.round(time.endTime)} ms`;
      console.log(`  ${span.padStart(13)}  ${describeWork(node)}`);
    }
  }
}

/** A task's heaviest kinds of work (summed durations of its events), and the scripts it ran. */
function describeWork(node) {
  const totals = new Map();
  const scripts = new Set();
  for (const event of node.childEvents) {
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0));
    const url = event.args?.data?.url;
    if (url && /^(EvaluateScript|FunctionCall|v8\.compile)$/.test(event.name)) {
      scripts.add(URL.canParse(url) ? new URL(url).pathname.split("/").pop() || url : url);
    }
  }
  const work = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`)
    .join(", ");
  const from = scripts.size ? `; scripts ${[...scripts].join(" ")}` : "";
  return `task ${Math.round(node.duration / 1000)} ms real: ${work}${from}`;
}

/** Lantern's LCP, recomputed from the run's artifacts with the run's own settings. */
async function printLcpGraphs(artifacts, settings) {
  const lcp = await LanternLargestContentfulPaint.request(computationData(artifacts, settings), {
    computedCache: new Map(),
    settings,
  });
  for (const [name, estimate] of [
    ["optimistic", lcp.optimisticEstimate],
    ["pessimistic", lcp.pessimisticEstimate],
  ]) {
    console.log(`Lantern LCP graph, ${name}: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()].sort(
      (a, b) => a[1].startTime - b[1].startTime,
    );
    for (const [node, time] of rows) {
      const span = `${Math.round(time.startTime)}-${Math.round(time.endTime)} ms`;
      console.log(`  ${span.padStart(13)}  ${describe(node)}`);
    }
  }
}
