#!/usr/bin/env node
// Screenshots for looking at pages as a visitor would:
//   node scripts/screenshot.mjs <url> <out.png> [width=1440] [height=900] [--full]
import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "./chromium.mjs";

const [url, out, width = "1440", height = "900", ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [--full]");
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: flags.includes("--full") });
await browser.close();
console.log(`saved ${out}`);
