/**
 * Where the browser tests find Chromium: CHROMIUM_PATH, /usr/bin/chromium, chromium-browser on
 * PATH. Synchronous on purpose, so playwright.config.ts can require it.
 */
import { spawnSync } from "node:child_process";
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
  return launchOptions(findChromiumSync());
}

const headlessShellPath = "/usr/bin/chromium-headless-shell";

/**
 * The tests' browser: Debian's headless shell of the same Chromium, where installed. It is the
 * same engine without the desktop browser around it, and a page in it costs a third of the CPU
 * (decision 099). The bench and the screenshots keep the browser a person runs. CHROMIUM_PATH
 * still chooses for both.
 */
export function findTestChromiumSync() {
  if (!process.env.CHROMIUM_PATH) {
    const shell = existsSync(headlessShellPath)
      ? headlessShellPath
      : onPath("chromium-headless-shell");
    if (shell) return shell;
  }
  return findChromiumSync();
}

export function testChromiumLaunchOptions() {
  return launchOptions(findTestChromiumSync());
}

function launchOptions(executablePath) {
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs, headless: true };
}
