#!/usr/bin/env node
// The content floor (decision 070): each of our pages' content served by a bare Next.js page, as
// one HTML string React does not hydrate, with our stylesheet and fonts and none of our scripts,
// and Lighthouse on it beside the bare page and our page itself, interleaved, under both
// throttling methods. What the floor misses of issue 16's goals, the page's content alone misses
// on this machine, whatever our components do; what separates our page from its floor is ours.
// Our public files (images) are copied to the floor, so its images load as ours do.
//   node scripts/bench/content-floor.mjs [/,/locations/leeds] [runs]
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { figures, runLighthouse, THROTTLING, warmUp } from "./lighthouse.mjs";
import { mediaFiles, pageContent } from "./page-content.mjs";
import { ensureBuild, root, startServer, stopChild, waitUntilUp } from "./server.mjs";
import { median } from "./stats.mjs";

const pages = (process.argv[2] ?? "/").split(",");
const runs = Number(process.argv[3] ?? 5);
const OURS_PORT = Number(process.env.FLOOR_PORT ?? 3361);
const FLOOR_PORT = OURS_PORT + 1;
const dir = path.join(root, "scripts/bench/.content-floor");
const next = path.join(root, "node_modules/next/dist/bin/next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Writes the floor app: the bare page's app, and one route per page holding that page's parts. */
async function writeFloorApp(origin) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, "scripts/bench/bare-next"), dir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.next`),
  });
  cpSync(path.join(root, "public"), path.join(dir, "public"), { recursive: true });
  mkdirSync(path.join(dir, "public/media"), { recursive: true });
  for (const [index, page] of pages.entries()) {
    const response = await fetch(`${origin}${page}`);
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    const content = pageContent(await response.text());
    for (const file of mediaFiles(content.style))
      copyFileSync(
        path.join(root, ".next/static/media", file),
        path.join(dir, "public/media", file),
      );
    content.style = content.style.replaceAll("/_next/static/media/", "/media/");
    const route = path.join(dir, "app", `floor-${index}`);
    mkdirSync(route);
    writeFileSync(path.join(route, "content.json"), JSON.stringify(content));
    writeFileSync(
      path.join(route, "page.jsx"),
      `import content from "./content.json";

export default function Page() {
  return (
    <div className={content.htmlClass}>
      <style dangerouslySetInnerHTML={{ __html: content.style }} />
      <div className={content.bodyClass} dangerouslySetInnerHTML={{ __html: content.body }} />
    </div>
  );
}
`,
    );
  }
}

ensureBuild();
const ours = await startServer(OURS_PORT);
let floor;
try {
  await writeFloorApp(ours.url);
  const build = spawnSync(process.execPath, [next, "build", dir], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (build.status !== 0) throw new Error("next build of the content floor failed");
  floor = spawn(
    process.execPath,
    [next, "start", dir, "-p", String(FLOOR_PORT), "-H", "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env,
    },
  );
  const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
  await waitUntilUp(floor, floorUrl);

  const targets = [
    { label: "bare Next.js page", url: `${floorUrl}/` },
    ...pages.flatMap((page, index) => [
      { label: `floor of ${page}`, url: `${floorUrl}/floor-${index}` },
      { label: `our ${page}`, url: `${ours.url}${page}` },
    ]),
  ];
  await warmUp(targets.map((target) => target.url));
  const results = new Map();
  for (let run = 0; run < runs; run += 1)
    for (const method of THROTTLING)
      for (const target of run % 2 ? [...targets].reverse() : targets) {
        const result = await runLighthouse(target.url, {
          categories: ["performance"],
          throttlingMethod: method,
        });
        const key = `${method.padEnd(9)}${target.label}`;
        if (!results.has(key)) results.set(key, []);
        if (!result.lhr.runtimeError)
          results.get(key).push(figures(result.lhr, new URL(target.url).origin));
      }

  const cell = (list, key, scale = 1, digits = 0) =>
    list.length ? (median(list.map((item) => item[key])) / scale).toFixed(digits) : "-";
  console.log(`${runs} runs each, interleaved; medians`);
  for (const [key, list] of results)
    console.log(
      `${key.padEnd(40)} perf ${cell(list, "performance")}  FCP ${cell(list, "fcp", 1000, 2)} s  LCP ${cell(list, "lcp", 1000, 2)} s  TBT ${cell(list, "tbt")} ms  JS ${cell(list, "jsBytes", 1024, 1)} KB  (${list.length} runs)`,
    );
} finally {
  if (floor) await stopChild(floor);
  await ours.stop();
  rmSync(dir, { recursive: true, force: true });
}
