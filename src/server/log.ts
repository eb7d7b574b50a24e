import "server-only";

import pino from "pino";

import { env } from "./env";

const globalKey = Symbol.for("grafter.logger");
type GlobalWithLogger = typeof globalThis & { [globalKey]?: pino.Logger };

/** JSON lines on stdout; one process-wide logger (see db/index.ts for why on globalThis). */
export function logger(): pino.Logger {
  const store = globalThis as GlobalWithLogger;
  store[globalKey] ??= pino({
    level: process.env.VITEST ? "silent" : env().LOG_LEVEL,
    base: { service: "grafter-site" },
    redact: ["*.email", "*.to", "*.name", "*.message", "submission"],
  });
  return store[globalKey];
}
