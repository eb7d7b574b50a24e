#!/usr/bin/env node
/**
 * `node scripts/find-chromium.mjs --check`: finds a Chromium for the browser tests (see
 * chromium.mjs, then Playwright's own download). Where Debian's headless shell is missing and we
 * are root on Debian, installs it (decision 099); with no Chromium at all, installs Debian's
 * chromium; otherwise exits saying how to get one.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { findTestChromiumSync } from "./chromium.mjs";
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

let found = findTestChromiumSync();
const isShell = (found) => path.basename(found ?? "") === "chromium-headless-shell";
if (!isShell(found) && !process.env.CHROMIUM_PATH) {
  if (tryInstallDebianPackage("chromium-headless-shell")) found = findTestChromiumSync();
  else if (found) console.log("The browser tests run on the full browser: half as long again.");
}
found ??= await playwrightOwn();
if (!found && tryInstallDebianPackage("chromium") && existsSync("/usr/bin/chromium"))
  found = "/usr/bin/chromium";
if (!found) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install one of these and run the tests again:",
      "  - Debian/Ubuntu: sudo apt-get install chromium-headless-shell (or chromium)",
      "  - or set CHROMIUM_PATH=/path/to/chrome",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
