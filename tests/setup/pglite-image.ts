import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { migratedPgliteImage } from "@/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding one migrated PGlite database, which each test file's database starts from. */
    pgliteImage: string;
  }
}

/** Runs once, before any test file: creating a PGlite database costs initdb, loading one not. */
export default async function setup(project: TestProject) {
  const file = path.join(tmpdir(), `grafter-pglite-image-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(file, { force: true });
}
