// The landing page's main action on a throttled phone (issue 16): a tap on "Join Founder's
// Waitlist" and the time until the waitlist form is on screen. Slow 4G (150 ms, 1.6 Mbit/s down,
// 750 kbit/s up) and a 4x slower CPU through the DevTools protocol, a fresh browser context per
// run (cold cache), the tap once the page has settled (network quiet, then a second more).
// "feedback" is the first frame showing anything the tap caused (the dialog, or its loading
// state); "form" is the first frame where the e-mail field is visible.
//   node scripts/bench/tap.mjs [origin of a running server] [runs]   (or `npm run bench`, part tap)
import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../chromium.mjs";
import { startServer } from "./server.mjs";
import { median } from "./stats.mjs";

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1000;

// Runs in the page before the tap: timestamps (performance.now) of the pointerdown and of the
// first animation frames in which feedback and the form are visible.
function watchTap() {
  const seen = { down: null, feedback: null, form: null };
  window.__tap = seen;
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  const frame = (time) => {
    const dialog = document.querySelector("[role=dialog], [data-dialog-pending]");
    if (seen.feedback === null && visible(dialog)) seen.feedback = time;
    if (visible(document.querySelector("[role=dialog] input[type=email]"))) {
      seen.form = time;
      return;
    }
    requestAnimationFrame(frame);
  };
  document.addEventListener(
    "pointerdown",
    (event) => {
      seen.down = event.timeStamp;
      requestAnimationFrame(frame);
    },
    { capture: true, once: true },
  );
}

async function tapOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const settledAfter = Date.now() - started;
    await page.evaluate(watchTap);
    await page.getByRole("link", { name: "Join Founder's Waitlist" }).first().tap();
    await page.waitForFunction(() => window.__tap.form !== null, null, { timeout: 30_000 });
    const seen = await page.evaluate(() => window.__tap);
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      return { error: `navigated to ${page.url()}` };
    return {
      feedback: (seen.feedback ?? seen.form) - seen.down,
      form: seen.form - seen.down,
      settledAfter,
    };
  } catch (error) {
    return { error: error.message.split("\n")[0] };
  } finally {
    await context.close();
  }
}

/**
 * `runs` taps on the landing page of a fresh production server on `port`, or of the server
 * already running at `origin`.
 */
export async function benchTap({ port, runs = 5, path = "/", origin }) {
  const server = origin ? { url: origin, stop: async () => {} } : await startServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1)
      results.push(await tapOnce(browser, `${server.url}${path}`));
  } finally {
    await browser.close();
    await server.stop();
  }
  return { path, runs, results };
}

export function printTap({ path, runs, results }) {
  console.log(
    `\nTap on "Join Founder's Waitlist" (${path}), Slow 4G + ${CPU_SLOWDOWN}x CPU, cold cache, after the page settled; ${runs} runs`,
  );
  const ok = results.filter((result) => !result.error);
  for (const result of results.filter((result) => result.error))
    console.log(`  run failed: ${result.error}`);
  if (ok.length === 0) return;
  for (const [label, key] of [
    ["tap to feedback", "feedback"],
    ["tap to visible form", "form"],
  ]) {
    const values = ok.map((result) => result[key]);
    console.log(
      `  ${label.padEnd(20)} median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms  (${values.map((v) => v.toFixed(0)).join(", ")})`,
    );
  }
  console.log(
    `  page settled after   median ${(median(ok.map((result) => result.settledAfter)) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, runs = "5"] = process.argv.slice(2);
  printTap(await benchTap({ port: 3900, origin, runs: Number(runs) }));
}
