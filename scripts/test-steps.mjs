// The steps of `npm test`, in the order they run; scripts/test.mjs runs them.
import path from "node:path";

/**
 * `root` is the repository. The tools the browser tests need from outside npm (a Chromium, a
 * Java runtime for the Nu HTML checker) are looked for first: a newcomer without them learns it
 * in seconds, not after minutes of lint, types, unit tests and a build.
 */
export function testSteps(root) {
  const bin = (name) => path.join(root, "node_modules", ".bin", name);
  return [
    ["browser", process.execPath, [path.join(root, "scripts/find-chromium.mjs"), "--check"]],
    ["java (Nu HTML checker)", process.execPath, [path.join(root, "scripts/find-java.mjs")]],
    // Three single-threaded checks, run at once on two cores (their output is printed whole as each
    // ends). ESLint and Prettier keep what they found of unchanged files in node_modules/.cache, as
    // tsc does in its build info: a second run checks only what changed.
    [
      "lint",
      bin("eslint"),
      ["--max-warnings=0", "--cache", "--cache-location", "node_modules/.cache/eslint/", "."],
      { together: true },
    ],
    // A file Prettier would rewrite slipped in once (a decision's table): `npm run check` was not run.
    ["formatting", bin("prettier"), ["--check", "--cache", "."], { together: true }],
    ["typecheck", bin("tsc"), ["--noEmit"], { together: true }],
    // On PGlite, and on PostgreSQL too: TEST_DATABASE_URL's, or a throwaway cluster for this step.
    ["unit and integration tests", bin("vitest"), ["run"], { postgres: true }],
    // The types were checked above: the build does not check them again.
    ["production build", bin("next"), ["build"], { env: { GRAFTER_TYPES_CHECKED: "1" } }],
    ["browser tests", bin("playwright"), ["test"]],
    // `npm run dev` must send production's security headers and CSP but for what development needs.
    [
      "headers and CSP under next dev",
      bin("playwright"),
      ["test", "--config", "playwright.dev.config.ts"],
    ],
  ];
}
