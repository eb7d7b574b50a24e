// The main actions on a throttled phone: a tap on a link that opens a dialog, and the time until
// its form is on screen, beside the bare Next.js page's tap on its counter (a trivial state change)
// in the same run. Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU through the
// DevTools protocol, a fresh browser context per run (cold cache), the tap once the page has settled
// (network quiet, then a second more). Runs are interleaved, so the machine's load falls on every
// action alike. What is timed, and why not the frame's start time: ./tap-figures.mjs.
//   node scripts/bench/tap.mjs [runs] [origin of a build to compare, already serving]
//   (or `npm run bench`, part tap)
import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../chromium.mjs";
import { TAP_PHONE } from "./phone.mjs";
import { startBareNext } from "./bare-next.mjs";
import { startServer } from "./server.mjs";
import { median } from "./stats.mjs";
import { tapFigures } from "./tap-figures.mjs";

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1000;

const FORM = "[role=dialog] input[type=email]";
/** What is tapped, and what shows it worked. `server`: ours, or the bare page. */
export const TAPS = [
  {
    label: "/ Join Founder's Waitlist",
    path: "/",
    link: "main a[data-dialog=waitlist]",
    target: FORM,
  },
  {
    label: "/ a plan card's button",
    path: "/",
    link: "a[data-dialog=waitlist][data-plan]",
    target: FORM,
  },
  {
    label: "/ Contact (footer)",
    path: "/",
    link: "footer a[data-dialog=contact]",
    target: "[role=dialog] textarea",
  },
  {
    label: "/locations/leeds Join the waitlist",
    path: "/locations/leeds",
    link: "footer a[data-dialog=waitlist]",
    target: FORM,
  },
  {
    label: "bare Next.js page: its counter",
    path: "/",
    link: "main button",
    target: "main button",
    text: "Clicked 1",
    server: "bare",
  },
];

// Runs in the page before the tap. Each frame after the pointerdown is recorded until the target
// shows; Event Timing reports the tap's interaction. See ./tap-figures.mjs for the clocks.
function watchTap({ feedback, target, text }) {
  const record = { down: null, frames: [], events: [] };
  window.__tap = { record, done: false };
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
  }).observe({ type: "event", durationThreshold: 16 });
  const onFrame = (start) => {
    const ranAt = performance.now();
    // Any match that shows: the dialogs prepared hidden hold the same fields (decision 096).
    const shown = [...document.querySelectorAll(target)].some(
      (element) => visible(element) && (!text || element.textContent.includes(text)),
    );
    const frame = {
      start,
      ranAt,
      paintedAt: null,
      feedback: [...document.querySelectorAll(feedback)].some(visible),
      target: shown,
    };
    record.frames.push(frame);
    // A task posted now runs once this frame's rendering has left the main thread.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      frame.paintedAt = performance.now();
      if (shown) window.__tap.done = true;
    };
    channel.port2.postMessage(null);
    if (!shown) requestAnimationFrame(onFrame);
  };
  document.addEventListener(
    "pointerdown",
    (event) => {
      record.down = event.timeStamp;
      requestAnimationFrame(onFrame);
    },
    { capture: true, once: true },
  );
}

async function tapOnce(browser, url, tap) {
  const context = await browser.newContext(TAP_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.locator(tap.link).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(watchTap, {
      feedback: "[role=dialog], [data-dialog-pending]",
      target: tap.target,
      text: tap.text,
    });
    await page.locator(tap.link).first().tap();
    await page.waitForFunction(() => window.__tap.done, null, { timeout: 30_000 });
    // Event Timing reports an interaction once its next paint is done: give it that frame.
    await page.waitForTimeout(200);
    const { record } = await page.evaluate(() => window.__tap);
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      return { error: `navigated to ${page.url()}` };
    return tapFigures(record);
  } catch (error) {
    return { error: error.message.split("\n")[0] };
  } finally {
    await context.close();
  }
}

/** `runs` rounds of every tap in TAPS, ours on a fresh production server on `port`, the bare page beside it. */
export async function benchTap({ port, runs = 5, taps = TAPS, before }) {
  const ours = await startServer(port);
  const bare = await startBareNext(Number(process.env.BENCH_BARE_PORT ?? port + 10));
  const browser = await chromium.launch(chromiumLaunchOptions());
  // `before`: another build already serving (say, main's), its taps interleaved with these.
  const all = before
    ? taps.flatMap((tap) =>
        tap.server ? [tap] : [tap, { ...tap, label: `${tap.label} (before)`, server: "before" }],
      )
    : taps;
  const origins = { bare: () => bare.url, before: () => before };
  const results = all.map((tap) => ({ tap, runs: [] }));
  try {
    for (let run = 0; run < runs; run += 1)
      for (const result of results) {
        const origin = origins[result.tap.server]?.() ?? ours.url;
        result.runs.push(await tapOnce(browser, `${origin}${result.tap.path}`, result.tap));
      }
  } finally {
    await browser.close();
    await Promise.all([ours.stop(), bare.stop()]);
  }
  return { runs, results };
}

const summary = (values) =>
  values.length === 0
    ? "none seen"
    : `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms  (${values.map((value) => value.toFixed(0)).join(", ")})`;

export function printTap({ runs, results }) {
  console.log(
    `\nTap to visible change, Slow 4G + ${CPU_SLOWDOWN}x CPU, cold cache, 375 px, after the page settled; ${runs} runs each, interleaved`,
  );
  console.log(
    "  painted: performance.now() once the frame showing it has rendered, from the pointerdown's timestamp",
  );
  for (const { tap, runs: taps } of results) {
    console.log(`  ${tap.label}`);
    for (const failed of taps.filter((result) => result.error))
      console.log(`    run failed: ${failed.error}`);
    const ok = taps.filter((result) => !result.error);
    for (const [label, key] of [
      ["feedback painted", "feedback"],
      ["target painted", "target"],
      ["Event Timing (INP)", "interaction"],
      ["(frame start, not a figure)", "frameStart"],
    ]) {
      const values = ok.map((result) => result[key]).filter((value) => value !== null);
      const unseen = ok.length - values.length;
      const note = key === "interaction" && unseen ? `; ${unseen} under 16 ms` : "";
      console.log(`    ${label.padEnd(28)} ${summary(values)}${note}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runs = "5", before] = process.argv.slice(2);
  printTap(
    await benchTap({ port: Number(process.env.BENCH_PORT ?? 3900), runs: Number(runs), before }),
  );
}
