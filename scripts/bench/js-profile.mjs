#!/usr/bin/env node
// What a phone's main thread runs of a page's JavaScript: Chromium at 4x CPU throttling loads the
// URL with V8's sampling profiler on (the DevTools Protocol's Profiler) for 4 s from navigation,
// then prints the busy time and the functions with the most self time (conventions.md "Prices are formatted by hand" found the
// price estimator's formatters this way). The profile opens in DevTools' Performance panel.
//   node scripts/bench/js-profile.mjs http://127.0.0.1:3000/ [out.cpuprofile]
import { writeFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../chromium.mjs";

const [url, out] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/bench/js-profile.mjs <url> [out.cpuprofile]");
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions());
let profile;
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(4000);
  ({ profile } = await cdp.send("Profiler.stop"));
} finally {
  await browser.close();
}
if (out) writeFileSync(out, JSON.stringify(profile));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
profile.samples.forEach((id, index) => {
  const frame = nodes.get(id).callFrame;
  const key = `${frame.functionName || "(anonymous)"}  ${frame.url.split("/").pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});
const idle = /^\((idle|program)\)/;
const busy = [...selfTime].filter(([key]) => !idle.test(key)).reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${url}: JavaScript busy ${Math.round(busy)} ms at 4x CPU (4 s from navigation)`);
for (const [key, ms] of [...selfTime]
  .filter(([k]) => !idle.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
