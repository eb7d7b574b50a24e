import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The folders of src/server import each other one way only, so each can be read (and
// tested) without the ones that use it. Type-only imports load nothing and do not count.
const server = path.join(process.cwd(), "src/server");
const src = path.dirname(server);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) =>
    existsSync(file),
  );
}

/** Each folder below src/server and the sibling folders it imports code from. */
function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folderOf = (file: string) => path.relative(server, path.dirname(file));
  for (const file of sourceFiles(server)) {
    const text = readFileSync(file, "utf8");
    for (const [, typeOnly, specifier] of text.matchAll(
      /(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/g,
    )) {
      const target = typeOnly ? undefined : resolve(file, specifier!);
      if (!target?.startsWith(server)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      // A folder and the folders inside it or around it are one unit here.
      if (from === to || !from || !to || from.startsWith(`${to}/`) || to.startsWith(`${from}/`))
        continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe("src/server's folders", () => {
  it("import each other without a loop", () => {
    const graph = folderImports();
    const loops = new Set<string>();
    const walk = (folder: string, trail: string[]) => {
      if (trail.includes(folder)) {
        loops.add([...trail.slice(trail.indexOf(folder)), folder].join(" → "));
        return;
      }
      for (const next of graph.get(folder) ?? []) walk(next, [...trail, folder]);
    };
    for (const folder of graph.keys()) walk(folder, []);
    expect([...loops]).toEqual([]);
  });
});
