#!/usr/bin/env node
// `npm start`: build once if there is no production build, then serve on PORT (default 3000):
// Next.js behind the edge server (src/server/edge, compiled here into .next/edge; decision 017).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { compileEdge } from "./edge-compile.mjs";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = process.env.PORT || "3000";
const hostname = process.env.HOSTNAME || "0.0.0.0";

if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT must be a number between 1 and 65535, got "${port}"`);
  process.exit(1);
}

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.log("No production build found: running `next build` first (this happens once).");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = "production";
const entry = compileEdge(root);
const { startEdge } = createRequire(import.meta.url)(entry);
const edge = await startEdge({ port: Number(port), hostname, dir: root });
console.log(`Serving on http://${hostname}:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    edge.close();
    process.exit(0);
  });
}
