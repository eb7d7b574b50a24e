// Builds (once) and serves scripts/bench/bare-next: a bare Next.js 16 app, the yardstick
// for speed on a phone. Served by plain `next start`: no security headers or compression layer,
// as the bare page had none.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { root } from "./server.mjs";

const dir = path.join(root, "scripts/bench/bare-next");
const next = path.join(root, "node_modules/next/dist/bin/next");

export async function startBareNext(port) {
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    const built = spawnSync(process.execPath, [next, "build", dir], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (built.status !== 0) throw new Error("building the bare Next.js page failed");
  }
  const child = spawn(
    process.execPath,
    [next, "start", dir, "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`bare Next.js page on ${port} exited`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 150) throw new Error(`bare Next.js page on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
