#!/usr/bin/env node
// `npm run test:faults`: builds if there is no production build, then runs tests/faults with
// Vitest (vitest.faults.config.mts). Needs PostgreSQL (scripts/test-postgres.sh) and nginx
// (Debian's package, or NGINX_PATH) for the deploy/ case, tests/faults/nginx.test.ts.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { ensureBuild } from "./bench/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const nginx = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!nginx && spawnSync("sh", ["-c", "command -v nginx"]).status !== 0) {
  console.warn("nginx not found: tests/faults/nginx.test.ts will fail (apt-get install nginx).");
}
ensureBuild();
const started = Date.now();
const result = spawnSync(
  path.join(root, "node_modules/.bin/vitest"),
  ["run", "--config", "vitest.faults.config.mts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
);
console.log(`fault tests: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(result.status ?? 1);
