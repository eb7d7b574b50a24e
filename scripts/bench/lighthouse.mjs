// Lighthouse 13 (mobile) on the system Chromium, `runs` times per page, pages interleaved so a busy
// moment on the machine does not hit one page only; under simulated throttling (Lantern, its
// default) and real throttling (`devtools`: the page really loads on a slowed link and CPU).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumLaunchOptions, findChromiumSync } from "../chromium.mjs";
import { startBareNext } from "./bare-next.mjs";
import { startServer } from "./server.mjs";
import { median } from "./stats.mjs";

// One page of each type: the landing page, a city page of each layout (Leeds A, Derby B), an
// article, a legal page and the two form pages.
export const PAGES = [
  "/",
  "/locations/leeds",
  "/locations/derby",
  "/blog/how-to-streamline-construction-project-management",
  "/legal/privacy",
  "/signup",
  "/contact",
];

// Lighthouse drives its own Chromium: the flags the browser tests use, headless, and any in
// BENCH_CHROME_FLAGS (`--ignore-certificate-errors` for scripts/bench/behind-nginx.mts).
const EXTRA_FLAGS = (process.env.BENCH_CHROME_FLAGS ?? "").split(" ").filter(Boolean);
const CHROME_FLAGS = ["--headless=new", ...chromiumArgs, ...EXTRA_FLAGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The figures the bench reports, from one Lighthouse result. */
export function figures(lhr, origin) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  // Before interaction: the scripts requested before the page's load event. What the page
  // fetches once it has loaded and the browser is idle (the dialog's code) is counted apart.
  const loaded = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const scriptBytes = (beforeLoad) =>
    requests
      .filter((item) => item.resourceType === "Script")
      .filter((item) => item.rendererStartTime < loaded === beforeLoad)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    ...Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
    ),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
    jsBytes: scriptBytes(true),
    idleJsBytes: scriptBytes(false),
    requests: requests.length,
    // Lighthouse's own reading of the host's CPU (its BenchmarkIndex); see printHost.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    thirdParty: requests.filter(
      (item) => !item.url.startsWith(origin) && !item.url.startsWith("data:"),
    ).length,
  };
}

/** Lighthouse's throttling methods, in the order the table prints them. */
export const THROTTLING = ["simulate", "devtools"];

/**
 * One Lighthouse run (mobile, simulated unless `throttlingMethod` says otherwise) in a fresh
 * Chromium; returns its result. With `artifactsDir`, the gathered trace and network log are also
 * saved there.
 */
export async function runLighthouse(
  url,
  { categories = CATEGORIES, artifactsDir, throttlingMethod = "simulate" } = {},
) {
  const chromePath = process.env.CHROMIUM_PATH ?? findChromiumSync() ?? undefined;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod,
      ...(artifactsDir ? { gatherMode: artifactsDir, auditMode: artifactsDir } : {}),
    });
  } finally {
    chrome.kill();
  }
}

async function runOnce(url, origin, throttlingMethod) {
  const result = await runLighthouse(url, { throttlingMethod });
  // A run that failed (e.g. NO_FCP on a starved machine) is reported, not averaged in.
  if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
  if (result.lhr.categories.performance?.score == null) return { error: "NO_PERFORMANCE_SCORE" };
  return figures(result.lhr, origin);
}

/**
 * Each page loaded once before any run, as a live site's first visitors load it: the edge sends a
 * page and its scripts in brotli once it has compressed them, in the background (decision 035),
 * so the runs measure what every later visitor gets, not the first one's gzip.
 */
export async function warmUp(urls) {
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...options, args: [...options.args, ...EXTRA_FLAGS] });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: "networkidle" });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (const url of urls)
    for (let tries = 0; tries < 100; tries += 1) {
      const response = await fetch(url, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
      if (response.headers.get("content-encoding") === "br") break;
      await pause(100);
    }
  await pause(2000); // the largest scripts take longest
}

/** The yardstick's row: the issue compares our pages with a bare Next.js page. */
export const BARE_LABEL = "bare Next.js 16 page (reference)";

/**
 * Every page `runs` times under each throttling method, interleaved with the bare Next.js page,
 * so both meet the same moments of a shared machine; returns each method's and page's results.
 */
export async function benchLighthouse({ port, runs = 3, pages = PAGES, methods = THROTTLING }) {
  const server = await startServer(port);
  const bare = await startBareNext(Number(process.env.BENCH_BARE_PORT ?? port + 10));
  const targets = [
    ...pages.map((page) => ({ label: page, origin: server.url, url: `${server.url}${page}` })),
    { label: BARE_LABEL, origin: bare.url, url: `${bare.url}/` },
  ];
  try {
    await warmUp(targets.map((target) => target.url));
    return await runInterleaved(targets, { runs, methods });
  } finally {
    await server.stop();
    await bare.stop();
  }
}

/**
 * Each target ({ label, origin, url }) `runs` times under each throttling method, in turn, so all
 * meet the same moments of a shared machine; returns what `printLighthouse` prints.
 */
export async function runInterleaved(targets, { runs, methods = THROTTLING }) {
  const results = new Map(
    methods.map((method) => [method, new Map(targets.map((target) => [target.label, []]))]),
  );
  for (let run = 0; run < runs; run += 1)
    for (const target of targets)
      for (const method of methods)
        results
          .get(method)
          .get(target.label)
          .push(await runOnce(target.url, target.origin, method));
  return { runs, results };
}

const COLUMNS = [
  ["perf", "performance", (n) => n.toFixed(0)],
  ["a11y", "accessibility", (n) => n.toFixed(0)],
  ["bp", "best-practices", (n) => n.toFixed(0)],
  ["seo", "seo", (n) => n.toFixed(0)],
  ["FCP s", "fcp", (n) => (n / 1000).toFixed(2)],
  ["LCP s", "lcp", (n) => (n / 1000).toFixed(2)],
  ["TBT ms", "tbt", (n) => n.toFixed(0)],
  ["CLS", "cls", (n) => n.toFixed(3)],
  ["KB", "bytes", (n) => (n / 1024).toFixed(0)],
  ["JS KB", "jsBytes", (n) => (n / 1024).toFixed(1)],
  ["idle JS KB", "idleJsBytes", (n) => (n / 1024).toFixed(1)],
  ["req", "requests", (n) => n.toFixed(0)],
  ["3rd", "thirdParty", (n) => n.toFixed(0)],
];

/** Median and [min-max] of every figure, one page per line, one table per throttling method. */
export function printLighthouse({ runs, results }) {
  for (const [method, pages] of results) printTable(method, runs, pages);
  printHost(results);
}

/**
 * The host as Lighthouse measured it in every run. Its simulation slows the CPU by 4 from the
 * host's speed, so the same page scores lower on a slower host. At or under a BenchmarkIndex of
 * 1000, about half as fast as the machine the 4 is meant for, its command line warns that the
 * score is depressed (the Node API this bench uses never shows that warning, so it is counted
 * here; decision 079).
 */
function printHost(results) {
  const runs = [...results.values()].flatMap((pages) =>
    [...pages.values()].flat().filter((result) => !result.error),
  );
  const indexes = runs.map((result) => result.benchmarkIndex).filter(Number.isFinite);
  if (indexes.length === 0) return;
  const slow = indexes.filter((index) => index <= 1000).length;
  console.log(
    `\nHost CPU (Lighthouse BenchmarkIndex): median ${Math.round(median(indexes))} ` +
      `[${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}]; ` +
      `at or under Lighthouse's slow-host threshold (1000) in ${slow} of ${indexes.length} runs`,
  );
}

function printTable(method, runs, results) {
  const throttling = method === "devtools" ? "devtools (real) throttling" : "simulated throttling";
  console.log(
    `\nLighthouse 13, mobile, ${throttling}, ${runs} runs per page interleaved: median [min-max]`,
  );
  console.log(
    "(KB: bytes transferred; JS KB: scripts requested before the load event; idle JS KB: scripts fetched after it, while idle; req: requests; 3rd: third-party requests)",
  );
  for (const [page, all] of results) {
    const list = all.filter((result) => !result.error);
    const failed = all.filter((result) => result.error).map((result) => result.error);
    if (list.length === 0) {
      console.log(`${page}\n  every run failed: ${failed.join(", ")}`);
      continue;
    }
    const cells = COLUMNS.map(([label, key, format]) => {
      const values = list.map((result) => result[key]);
      const low = Math.min(...values);
      const high = Math.max(...values);
      const range = low === high ? "" : ` [${format(low)}-${format(high)}]`;
      return `${label} ${format(median(values))}${range}`;
    });
    const note = failed.length ? `  (${failed.length} failed: ${failed.join(", ")})` : "";
    console.log(`${page}${note}\n  ${cells.join("  ")}`);
  }
}
