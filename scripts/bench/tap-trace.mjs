// One tap traced: what the main thread does between a tap on a dialog link and the form on screen.
// 4x CPU, settled page (no network throttling: the code is already there when a phone taps), a
// DevTools trace of the tap; prints each task over 30 ms with its event dispatches, function calls,
// style recalculations (with the elements restyled and the script that forced them) and layouts.
// The trace opens in DevTools' Performance panel.
//   node scripts/bench/tap-trace.mjs [path] [link selector] [out.json]
import { writeFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../chromium.mjs";
import { TAP_PHONE } from "./phone.mjs";
import { startServer } from "./server.mjs";

const [path = "/", link = "main a[data-dialog=waitlist]", out = "tap-trace.json"] =
  process.argv.slice(2);
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-v8.cpu_profiler",
];
const SHOWN = ["EventDispatch", "FunctionCall", "UpdateLayoutTree", "Layout", "PrePaint", "Paint"];

const where = (stack) =>
  (stack ?? [])
    .slice(0, 2)
    .map((frame) => `${frame.functionName || "(anonymous)"}@${frame.url.split("/").pop()}`)
    .join(" < ");

function describe(event) {
  const data = event.args?.beginData ?? event.args?.data ?? {};
  if (event.name === "EventDispatch") return data.type;
  if (event.name === "FunctionCall") return `${data.functionName || "(anonymous)"}`;
  if (event.name === "UpdateLayoutTree")
    return `${event.args?.elementCount} elements ${where(data.stackTrace)}`;
  if (event.name === "Layout")
    return `${data.dirtyObjects}/${data.totalObjects} objects ${where(data.stackTrace)}`;
  return "";
}

function printTasks(events) {
  const main = events.find((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
  const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  for (const task of thread.filter((e) => e.name === "RunTask" && e.dur > 30_000)) {
    console.log(`task ${(task.dur / 1000).toFixed(1)} ms`);
    for (const event of thread)
      if (event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 2000)
        if (SHOWN.includes(event.name))
          console.log(
            `  +${((event.ts - task.ts) / 1000).toFixed(1)} ${event.name} ${(event.dur / 1000).toFixed(1)} ms ${describe(event)}`,
          );
  }
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3900));
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext(TAP_PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${server.url}${path}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.locator(link).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: CATEGORIES },
  });
  await page.locator(link).first().tap();
  await page
    .locator("[role=dialog] input[type=email], [role=dialog] textarea")
    .filter({ visible: true })
    .first()
    .waitFor();
  await page.waitForTimeout(800);
  await cdp.send("Tracing.end");
  await complete;
  writeFileSync(out, JSON.stringify({ traceEvents: events }));
  printTasks(events);
  console.log(`trace: ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
