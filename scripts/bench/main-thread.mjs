#!/usr/bin/env node
// Where a phone's main thread spends a page load, by kind of work: Chromium at 4x CPU throttling
// loads each URL with the timeline traced, and each trace event's self time (its duration less
// its children's) is summed by name, for the page's own renderer thread from navigation until 2.5
// s after the load event. URLs are loaded in turn, round after round, and the table gives the mean
// per load, so two builds (or our page and the bare Next.js page) meet the same moments of a noisy
// machine. Session 26 found this way that style and layout, not script, separate the landing page
// from the bare page. It also prints, per URL, the blocking time after the first paint (each
// task's time over 50 ms, as Lighthouse counts it, without its network model): steadier from run
// to run on this machine than Lighthouse's own medians (decision 039), and the first paint with the
// time spent before it in font lookups, and the SVG images the page built (conventions.md "Ticks are cut by clip-path": each is a
// whole isolated document, laid out on the main thread).
//   node scripts/bench/main-thread.mjs http://127.0.0.1:3000/,http://127.0.0.1:3001/ [rounds]
import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../chromium.mjs";
import { median } from "./stats.mjs";

const [urlsArg, roundsArg = "3"] = process.argv.slice(2);
if (!urlsArg) {
  console.error("usage: node scripts/bench/main-thread.mjs <url>[,<url>...] [rounds]");
  process.exit(2);
}
const urls = urlsArg.split(",");
const rounds = Number(roundsArg);
// "fonts": Linux Chromium asks the browser process for every font it lays text out in, a
// synchronous round trip (WebSandboxSupportLinux, FontDataManager). It is a cost of this machine's
// Chromium, and Lighthouse's simulation multiplies it by 4 like the page's own work.
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "blink",
  "fonts",
];
const FONT_LOOKUP = /^(WebSandboxSupportLinux|FontDataManager|FontCache::GetFontPlatformData)/;

/**
 * Self time by event name (ms) for one load of `url`, its blocking time after the first paint, and
 * the SVG images it built (count, and their time in ms).
 */
async function selfTimes(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2500);
    // The page's own paint timing, from the start of its navigation (the trace may begin too
    // late to hold the navigation or the document's request).
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    );
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The document's thread: the one that parsed this URL's HTML (not about:blank's).
    const parse = traceEvents.findLast(
      (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith("http"),
    );
    // Now and then the trace starts too late to hold the document: that load has no trace figures.
    if (!parse)
      return { byName: undefined, blocking: NaN, firstPaint, fontWait: NaN, svgImages: undefined };
    const events = traceEvents
      .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur > 0)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const open = [];
    const self = new Map();
    for (const event of events) {
      while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
      const parent = open.at(-1);
      if (parent) self.set(parent, self.get(parent) - event.dur);
      self.set(event, event.dur);
      open.push(event);
    }
    // An SVG image's document is built when its data arrives (the event's whole time, with its
    // children: the document's frame, parse and layout).
    const built = events.filter((event) => event.name === "SVGImage::DataChanged");
    const svgImages = {
      count: built.length,
      ms: built.reduce((sum, event) => sum + event.dur / 1000, 0),
    };
    const byName = new Map();
    for (const [event, microseconds] of self)
      byName.set(event.name, (byName.get(event.name) ?? 0) + microseconds / 1000);
    const paint = traceEvents.find(
      (event) => event.name === "firstContentfulPaint" && event.pid === parse.pid,
    );
    // No first paint in the trace: no figure, rather than a blocking time of 0.
    const blocking = paint
      ? events
          .filter((event) => event.name === "RunTask" && event.ts >= paint.ts)
          .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0)
      : NaN;
    if (!paint) return { byName, blocking, firstPaint, fontWait: NaN, svgImages };
    // Font lookups before the first paint. They nest, and `events` is in start order with the
    // longer first, so a lookup that starts inside the last one counted is already in it.
    let fontWait = 0;
    let countedUntil = -Infinity;
    for (const event of events) {
      if (event.ts >= paint.ts) break;
      if (!FONT_LOOKUP.test(event.name) || event.ts < countedUntil) continue;
      fontWait += event.dur / 1000;
      countedUntil = event.ts + event.dur;
    }
    return { byName, blocking, firstPaint, fontWait, svgImages };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch(chromiumLaunchOptions());
const totals = new Map(urls.map((url) => [url, new Map()]));
const blockingTimes = new Map(urls.map((url) => [url, []]));
const firstPaints = new Map(urls.map((url) => [url, []]));
const fontWaits = new Map(urls.map((url) => [url, []]));
const tracedLoads = new Map(urls.map((url) => [url, 0]));
const svgBuilds = new Map(urls.map((url) => [url, []]));
try {
  for (let round = 0; round < rounds; round += 1)
    for (const url of urls) {
      const { byName, blocking, firstPaint, fontWait, svgImages } = await selfTimes(browser, url);
      firstPaints.get(url).push(firstPaint);
      fontWaits.get(url).push(fontWait);
      blockingTimes.get(url).push(blocking);
      if (!byName) continue;
      svgBuilds.get(url).push(svgImages);
      tracedLoads.set(url, tracedLoads.get(url) + 1);
      for (const [name, ms] of byName)
        totals.get(url).set(name, (totals.get(url).get(name) ?? 0) + ms);
    }
} finally {
  await browser.close();
}

// A load whose trace lacks the document or its first paint has no figure: medians are of the
// loads that have one, and say so when some had none.
const known = (values) => values.filter(Number.isFinite);
const missing = (values) =>
  values.length < rounds ? ` (${values.length} of ${rounds} loads)` : "";

// Sums to means per traced load.
for (const [url, byName] of totals)
  for (const [name, ms] of byName) byName.set(name, ms / tracedLoads.get(url));

// The heaviest kinds of work across all URLs, one column per URL.
const weight = new Map();
for (const byName of totals.values())
  for (const [name, ms] of byName) weight.set(name, (weight.get(name) ?? 0) + ms);
const names = [...weight].sort((a, b) => b[1] - a[1]).map(([name]) => name);
console.log(
  `blocking time after the first paint at 4x CPU, ${rounds} rounds: median [min-max] (ms)`,
);
urls.forEach((url, index) => {
  const times = known(blockingTimes.get(url));
  console.log(
    `  [${index + 1}] ${Math.round(median(times))} [${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))}]${missing(times)}`,
  );
});
console.log(
  "first paint after the navigation started, and font lookups before it, at 4x CPU: medians (ms)",
);
urls.forEach((url, index) => {
  const paints = known(firstPaints.get(url));
  const lookups = known(fontWaits.get(url));
  console.log(
    `  [${index + 1}] first paint ${Math.round(median(paints))}${missing(paints)}, font lookups ${Math.round(median(lookups))}${missing(lookups)}`,
  );
});
console.log(
  "SVG images built per load (each an isolated document) and their time at 4x CPU: medians",
);
urls.forEach((url, index) => {
  const builds = svgBuilds.get(url);
  console.log(
    `  [${index + 1}] ${median(builds.map((build) => build.count))} images, ${Math.round(median(builds.map((build) => build.ms)))} ms${missing(builds)}`,
  );
});
console.log(`self time per load at 4x CPU, mean of ${rounds} rounds (ms)`);
urls.forEach((url, index) =>
  console.log(
    `  [${index + 1}] ${url}${tracedLoads.get(url) < rounds ? ` (${tracedLoads.get(url)} traced loads)` : ""}`,
  ),
);
console.log(`${"".padEnd(44)}${urls.map((_, index) => `[${index + 1}]`.padStart(9)).join("")}`);
for (const name of names.slice(0, 20))
  console.log(
    `${name.slice(0, 43).padEnd(44)}${urls
      .map((url) =>
        Math.round(totals.get(url).get(name) ?? 0)
          .toString()
          .padStart(9),
      )
      .join("")}`,
  );
