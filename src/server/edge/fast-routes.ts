// Routes the edge server answers in-process, without Next.js's router in between (decision 031).
// A route registers its own fetch-style handler here at start-up (src/server/startup.ts); the
// edge finds it by method and path. Under `next dev`, `next start` or any other host nothing
// reads this, and the same handler answers through its route file: one handler, two doors.
import { processGlobal } from "../process-global";

/** A route handler as Next.js calls it: a WHATWG Request in, a Response out. */
export type FetchHandler = (request: Request) => Promise<Response>;

// On globalThis: the edge is compiled apart from Next's bundles, which register into it.
const registry = processGlobal<Map<string, FetchHandler>>("fast-routes");

const key = (method: string, pathname: string) => `${method} ${pathname}`;

export function registerFastRoute(method: string, pathname: string, handler: FetchHandler) {
  registry.get(() => new Map()).set(key(method, pathname), handler);
}

/** The handler registered for this method and path (no query), if any. */
export function fastRoute(method: string, pathname: string): FetchHandler | undefined {
  return registry.get()?.get(key(method, pathname));
}
