// Compiles the edge server (src/server/edge/*.ts, plain Node code outside Next's bundles) to
// CommonJS in .next/edge, once per change; `next build` empties .next, so a new build recompiles.
// Type-checking is `npm run typecheck`'s job; this only strips the types.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Compiles what changed and returns the path of the compiled start.js. */
export function compileEdge(root) {
  const source = path.join(root, "src", "server", "edge");
  const target = path.join(root, ".next", "edge");
  mkdirSync(target, { recursive: true });
  let ts;
  for (const file of readdirSync(source)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const from = path.join(source, file);
    const to = path.join(target, file.replace(/\.ts$/, ".js"));
    let fresh = false;
    try {
      fresh = statSync(to).mtimeMs >= statSync(from).mtimeMs;
    } catch {
      // not compiled yet
    }
    if (fresh) continue;
    ts ??= createRequire(import.meta.url)("typescript");
    const { outputText } = ts.transpileModule(readFileSync(from, "utf8"), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    writeFileSync(to, outputText);
  }
  return path.join(target, "start.js");
}
