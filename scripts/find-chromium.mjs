#!/usr/bin/env node
/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, /usr/bin/chromium, chromium-browser on
 * PATH, then Playwright's own download. If none is found and we are root on Debian, installs
 * Debian's package; otherwise exits saying how to get one. Run with --check from npm scripts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// Without the networking flags Chromium stalls on a closed network (no Google services here).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

function onPath(name) {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
}

async function playwrightOwn() {
  try {
    const { chromium } = await import("@playwright/test");
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

export function findChromiumSync() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (existsSync(candidate)) return candidate;
  }
  return onPath("chromium") ?? onPath("chromium-browser");
}

export function chromiumLaunchOptions() {
  const executablePath = findChromiumSync();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs, headless: true };
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

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--check")) {
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
}
