// Compiles the edge server (src/server/edge/*.ts, plain Node code outside Next's bundles) to
// CommonJS in .next/edge, once per change; `next build` empties .next, so a new build recompiles.
// The few files it imports from elsewhere in src (the policy and settings in src/server/http and
// the parsers of SITE_URL and TRUST_PROXY they use) are compiled with it, at the same place
// relative to src, so its relative imports resolve; packages (next, htmlparser2) come from
// node_modules. Type-checking is `npm run typecheck`'s job; this only strips the types.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Compiles what changed and returns the path of the compiled start.js. */
export function compileEdge(root) {
  const src = path.join(root, "src");
  const target = path.join(root, ".next", "edge");
  const edgeDir = path.join(src, "server", "edge");
  const queue = readdirSync(edgeDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => path.join(edgeDir, file));
  const seen = new Set(queue);
  let ts;
  while (queue.length > 0) {
    const from = queue.shift();
    const to = path.join(target, path.relative(src, from).replace(/\.ts$/, ".js"));
    let fresh = false;
    try {
      fresh = statSync(to).mtimeMs >= statSync(from).mtimeMs;
    } catch {
      // not compiled yet
    }
    const outputText = fresh
      ? readFileSync(to, "utf8")
      : transpile((ts ??= createRequire(import.meta.url)("typescript")), from);
    if (!fresh) {
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, outputText);
    }
    // Relative imports of TypeScript files outside the edge directory come along.
    for (const [, specifier] of outputText.matchAll(/require\("(\.\.?\/[^"]+)"\)/g)) {
      const file = path.resolve(path.dirname(from), `${specifier}.ts`);
      if (!seen.has(file) && existsSync(file)) {
        seen.add(file);
        queue.push(file);
      }
    }
  }
  return path.join(target, "server", "edge", "start.js");
}

function transpile(ts, file) {
  return ts.transpileModule(readFileSync(file, "utf8"), {
    fileName: path.basename(file),
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  }).outputText;
}
