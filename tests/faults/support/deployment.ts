import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { compressBuildFiles } from "../../../scripts/compress-build.mjs";

const root = path.resolve(__dirname, "../../..");

/**
 * Where deployments live: inside the repository (ignored by git, ESLint and TypeScript), so that
 * Next's build finds this repository's lock file above the copy (which has none) and its
 * node_modules within reach, as it would in the copy's own. One at a time: a new one replaces
 * the old.
 */
const deployments = path.join(root, ".deploy-test");

/**
 * What the site is built and served from: a change anywhere else (tests, docs, the tools' own
 * configuration) changes no build, so it keeps the one made before. The copy holds the rest too:
 * next build type-checks the tests.
 */
const SITE = [
  "src/",
  "public/",
  "drizzle/",
  "scripts/",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
];
const isSite = (file: string) =>
  SITE.some((part) => file === part || (part.endsWith("/") && file.startsWith(part)));

/** The repository's files as a checkout has them: tracked, and new ones not ignored. */
function checkoutFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return (
    listed
      .split("\0")
      .filter((file) => file && existsSync(path.join(root, file)))
      // With a lock file of its own the copy would be a project root without node_modules.
      .filter((file) => file !== "package-lock.json")
      .sort()
  );
}

/**
 * The repository deployed as deploy/README.md says: a copy of the checkout, built with
 * `SITE_URL=... npm run build` (next build, then the compressed copies of its hashed files), both instances then started from it by scripts/start.mjs (which
 * uses a build it did not make as it is). Prerendered pages carry SITE_URL from the build, so the
 * build the rest of the suite shares (made without it) cannot stand in. The build is kept for the
 * next run while the site's files and SITE_URL are the same; the image optimizer's cache is always
 * emptied, so every image width is made afresh, as on a new deployment.
 */
export function deployedCopy(siteUrl: string): string {
  const files = checkoutFiles();
  const hash = createHash("sha256").update(`${siteUrl}\n`);
  for (const file of files.filter(isSite))
    hash.update(`${file}\n`).update(readFileSync(path.join(root, file)));
  const dir = path.join(deployments, hash.digest("hex").slice(0, 16));
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    rmSync(deployments, { recursive: true, force: true });
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(dir, file));
    }
    const started = Date.now();
    const build = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/next/dist/bin/next"), "build"],
      {
        cwd: dir,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1" },
      },
    );
    if (build.status !== 0) throw new Error(`next build for ${siteUrl} failed (${build.status})`);
    compressBuildFiles(dir);
    console.log(
      `deployment built for ${siteUrl} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  rmSync(path.join(dir, ".next", "cache", "images"), { recursive: true, force: true });
  return dir;
}
