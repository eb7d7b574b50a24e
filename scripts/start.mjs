#!/usr/bin/env node
// `npm start`: build once if there is no production build, then serve on PORT (default 3000):
// Next.js's handler behind the edge server (src/server/edge, compiled here into .next/edge;
// decision 092).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { compileEdge } from "./edge-compile.mjs";
import { buildingLine, servingLine } from "./start-messages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = process.env.PORT || "3000";
const hostname = process.env.HOSTNAME || "0.0.0.0";

if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT must be a number between 1 and 65535, got "${port}"`);
  process.exit(1);
}

// Prerendered pages carry the origin of their links from build time: SITE_URL, or with none
// http://localhost:PORT (src/lib/site-config.ts), and the launch quarter (LAUNCH_LABEL, decision
// 085). A build this script made for itself records both, and is made again when either changes
// (say PORT=3100 after 3000). A build made by hand is the operator's: we say which origin it
// serves and leave it be.
const origin = process.env.SITE_URL?.trim() || `http://localhost:${port}`;
const launchLabel = process.env.LAUNCH_LABEL?.trim() ?? "";
const buildId = path.join(root, ".next", "BUILD_ID");
const marker = path.join(root, ".next", "grafter-origin.json");
const ownBuild = existsSync(marker) ? JSON.parse(readFileSync(marker, "utf8")) : null;

function build(reason) {
  console.log(buildingLine(reason, origin));
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(marker, JSON.stringify({ origin, launchLabel }));
}

if (!existsSync(buildId)) build("No production build found");
else if (ownBuild && ownBuild.origin !== origin)
  build(`The build's links point at ${ownBuild.origin}, not ${origin}`);
else if (ownBuild && (ownBuild.launchLabel ?? "") !== launchLabel)
  build("LAUNCH_LABEL has changed since the last build");
else if (!ownBuild)
  console.log(
    `Using the existing build: its prerendered pages link to the origin it was built with ` +
      `(SITE_URL, or http://localhost:PORT at build time); this server's is ${origin}.`,
  );

process.env.NODE_ENV = "production";
const entry = compileEdge(root);
const { startEdge } = createRequire(import.meta.url)(entry);
const edge = await startEdge({ port: Number(port), hostname, dir: root });
console.log(servingLine(hostname, port, origin));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    edge.close();
    process.exit(0);
  });
}
