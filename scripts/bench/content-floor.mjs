#!/usr/bin/env node
// The content floor (decision 070): each of our pages' content served by a bare Next.js page, as
// one HTML string React does not hydrate, with our stylesheet and fonts and none of our scripts,
// and Lighthouse on it beside the bare page and our page itself, in turn, under both throttling
// methods, printed as `npm run bench` prints its table. What the floor misses of the speed goals,
// the page's content alone misses on this machine, whatever our components do; what separates our
// page from its floor is ours. Our public files (images) are copied to the floor, so its images
// load as ours do.
//   node scripts/bench/content-floor.mjs [/,/locations/leeds] [runs | serve]
// With `serve` for runs, it prints the addresses of the bare page, each floor and each of our pages
// and serves them until interrupted, for the bench's other tools (main-thread.mjs, waterfall.mjs).
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startBareNext } from "./bare-next.mjs";
import { printLighthouse, runInterleaved, warmUp } from "./lighthouse.mjs";
import { mediaFiles, pageContent } from "./page-content.mjs";
import { ensureBuild, root, startServer } from "./server.mjs";

const pages = (process.argv[2] ?? "/").split(",");
const serveOnly = process.argv[3] === "serve";
const runs = serveOnly ? 0 : Number(process.argv[3] ?? 5);
const OURS_PORT = Number(process.env.FLOOR_PORT ?? 3361);
const FLOOR_PORT = OURS_PORT + 1;
const dir = path.join(root, "scripts/bench/.content-floor");

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
  floor = await startBareNext(FLOOR_PORT, dir);
  const targets = [
    { label: "bare Next.js page", origin: floor.url, url: `${floor.url}/` },
    ...pages.flatMap((page, index) => [
      { label: `floor of ${page}`, origin: floor.url, url: `${floor.url}/floor-${index}` },
      { label: `our ${page}`, origin: ours.url, url: `${ours.url}${page}` },
    ]),
  ];
  await warmUp(targets.map((target) => target.url));
  if (serveOnly) {
    for (const target of targets) console.log(`${target.label}: ${target.url}`);
    await new Promise((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
  } else printLighthouse(await runInterleaved(targets, { runs }));
} finally {
  await floor?.stop();
  await ours.stop();
  rmSync(dir, { recursive: true, force: true });
}
