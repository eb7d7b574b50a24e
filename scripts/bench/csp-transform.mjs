#!/usr/bin/env node
// What the edge server (src/server/edge, decision 092) costs per request:
//  - hashing a page's inline scripts (an ETag-cache miss: once per page version), gzip included;
//  - the policy of a page whose hashes are known (a hit: every later request);
//  - a whole request through the edge, against the same handler served by a bare node:http
//    server: a stand-in for Next's handler that sends the built page (so Next's own time is not
//    in it), called by the edge directly as `npm start` calls Next's; five interleaved rounds,
//    medians.
//   node scripts/bench/csp-transform.mjs   (after `next build`)
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { Agent } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { compileEdge } from "../edge-compile.mjs";
import { median } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, ".next/server/app");
const PAGES = ["index.html", "locations/leeds.html", "about.html"];

function load() {
  const entry = compileEdge(root);
  const require = createRequire(import.meta.url);
  const dir = path.dirname(entry);
  return {
    ...require(path.join(dir, "script-policy.js")),
    ...require(path.join(dir, "server.js")),
  };
}

const microsPer = (runs, work) => {
  for (let i = 0; i < Math.min(50, runs); i += 1) work(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) work(i);
  return Number(process.hrtime.bigint() - started) / runs / 1000;
};

/**
 * Mean wall time and CPU time (this process: client, edge and stand-in upstream together) of
 * `count` sequential keep-alive GETs of `url`, in µs. CPU time hardly moves with the machine's
 * load; wall time does.
 */
async function meanRequest(url, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      request(url, { agent, headers: { "accept-encoding": "gzip" } }, (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(response.headers["content-encoding"]));
      })
        .on("error", reject)
        .end();
    });
  for (let i = 0; i < 100; i += 1) await once();
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) await once();
  const used = process.cpuUsage(cpu);
  agent.destroy();
  return {
    wall: Number(process.hrtime.bigint() - started) / count / 1000,
    cpu: (used.user + used.system) / count,
  };
}

export async function benchCspTransform({ runs = 500, requests = 1000 } = {}) {
  const { ScriptHashCache, hashPolicy, createEdgeServer } = load();
  const rows = [];
  for (const file of PAGES) {
    const html = readFileSync(path.join(app, file));
    const gzipped = gzipSync(html);
    const miss = microsPer(runs, (i) => new ScriptHashCache().hashesOf(`"${i}"`, gzipped, "gzip"));
    const cache = new ScriptHashCache();
    cache.hashesOf('"v"', gzipped, "gzip");
    const hit = microsPer(runs * 100, () => hashPolicy(cache.get('"v"'), false));
    rows.push({ file, kb: html.length / 1024, scripts: cache.get('"v"').length, miss, hit });
  }

  // A whole request: a stand-in for Next's handler sending the gzipped landing page (ETag, HIT).
  const page = gzipSync(readFileSync(path.join(app, PAGES[0])));
  const sendPage = (req, res) => {
    res.setHeader("etag", '"landing"');
    res.setHeader("x-nextjs-cache", "HIT");
    if (req.headers["if-none-match"] === '"landing"') {
      res.writeHead(304).end();
      return;
    }
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-encoding", "gzip");
    res.end(page);
  };
  const direct = createServer(sendPage);
  await new Promise((resolve) => direct.listen(0, "127.0.0.1", resolve));
  const edge = createEdgeServer({
    handle: async (req, res) => sendPage(req, res),
    siteOrigin: "http://localhost:3000",
    siteIsHttps: false,
    trustProxy: false,
  });
  await new Promise((resolve) => edge.listen(0, "127.0.0.1", resolve));
  // Interleaved, so a change in the machine's load falls on both sides alike.
  const rounds = { direct: [], through: [] };
  const edgeUrl = `http://127.0.0.1:${edge.address().port}/`;
  for (let round = 0; round < 5; round += 1) {
    rounds.direct.push(await meanRequest(`http://127.0.0.1:${direct.address().port}/`, requests));
    rounds.through.push(await meanRequest(edgeUrl, requests));
  }
  for (const server of [edge, direct]) {
    server.close();
    server.closeAllConnections();
  }
  const summary = (list) => ({
    wall: median(list.map((one) => one.wall)),
    cpu: median(list.map((one) => one.cpu)),
  });
  const addedBy = (side) =>
    rounds[side].map((one, i) => one.cpu - rounds.direct[i].cpu).sort((a, b) => a - b);
  return {
    rows,
    direct: summary(rounds.direct),
    through: summary(rounds.through),
    added: addedBy("through"),
  };
}

export function printCspTransform({ rows, direct, through, added }) {
  console.log("\nCSP transform (src/server/edge), per request:");
  for (const { file, kb, scripts, miss, hit } of rows) {
    console.log(
      `  ${file.padEnd(22)} ${kb.toFixed(0).padStart(4)} KB, ${scripts} inline scripts: ` +
        `first request (gunzip + hash) ${miss.toFixed(0)} µs, cached ${hit.toFixed(2)} µs`,
    );
  }
  const line = (what, key) =>
    console.log(
      `  ${what}: ${direct[key].toFixed(0)} µs from a bare server, ` +
        `${through[key].toFixed(0)} µs through the edge (+${(through[key] - direct[key]).toFixed(0)} µs)`,
    );
  console.log(
    "  a whole request for the landing page (gzip), sequential keep-alive, stand-in handler," +
      " medians of 5 interleaved rounds:",
  );
  line("wall time", "wall");
  line("CPU time ", "cpu");
  console.log(
    `  CPU the edge adds per cached page, round by round: ${added.map((n) => n.toFixed(0)).join(", ")} µs` +
      ` (median ${added[2].toFixed(0)} µs; goal under 300 µs)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printCspTransform(await benchCspTransform());
}
