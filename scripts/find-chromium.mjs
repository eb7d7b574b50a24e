#!/usr/bin/env node
/**
 * `node scripts/find-chromium.mjs --check`: finds a Chromium for the browser tests (see
 * chromium.mjs, then Playwright's own download). If none is found and we are root on Debian,
 * installs Debian's package; otherwise exits saying how to get one.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { findChromiumSync } from "./chromium.mjs";

async function playwrightOwn() {
  try {
    const { chromium } = await import("@playwright/test");
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

function tryInstallDebianChromium() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log("No Chromium found: installing Debian's chromium package (apt-get) ...");
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    return false;
  }
  return existsSync("/usr/bin/chromium");
}

let found = findChromiumSync() ?? (await playwrightOwn());
if (!found && tryInstallDebianChromium()) found = "/usr/bin/chromium";
if (!found) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install one of these and run the tests again:",
      "  - Debian/Ubuntu: sudo apt-get install chromium",
      "  - or set CHROMIUM_PATH=/path/to/chrome",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
