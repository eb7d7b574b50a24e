#!/usr/bin/env node
/**
 * `node scripts/find-chromium.mjs --check`: finds a Chromium for the browser tests (see
 * chromium.mjs, then Playwright's own download). If none is found and we are root on Debian,
 * installs Debian's package; otherwise exits saying how to get one.
 */
import { existsSync } from "node:fs";

import { findChromiumSync } from "./chromium.mjs";
import { tryInstallDebianPackage } from "./debian.mjs";

async function playwrightOwn() {
  try {
    const { chromium } = await import("@playwright/test");
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

let found = findChromiumSync() ?? (await playwrightOwn());
if (!found && tryInstallDebianPackage("chromium") && existsSync("/usr/bin/chromium"))
  found = "/usr/bin/chromium";
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
