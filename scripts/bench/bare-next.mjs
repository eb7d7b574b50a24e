// Builds (once) and serves scripts/bench/bare-next: a bare Next.js 16 app, the yardstick
// for speed on a phone. Served by plain `next start` with Next's defaults: compressed, without
// our HTTP layer's security headers, as the bare page was.
import { spawn } from "node:child_process";
import path from "node:path";

import { ensureBuild, root, stopChild, waitUntilUp } from "./server.mjs";

const dir = path.join(root, "scripts/bench/bare-next");
const next = path.join(root, "node_modules/next/dist/bin/next");

/** Serves the bare app, or another app beside it built from it (`appDir`, the content floor). */
export async function startBareNext(port, appDir = dir) {
  ensureBuild(appDir);
  const child = spawn(
    process.execPath,
    [next, "start", appDir, "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, url);
  return { url, stop: () => stopChild(child) };
}
