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

/**
 * A path with its dot segments resolved (`/api/./beacon`, `/api/x/../beacon`, `/api/%2e/beacon`
 * are `/api/beacon`), as Next's router resolves them: every spelling of a registered route is
 * answered here, by the one handler (decision 084).
 */
function resolved(pathname: string): string {
  if (!/(^|\/)(\.|%2e)/i.test(pathname)) return pathname;
  try {
    return new URL(pathname, "http://localhost").pathname;
  } catch {
    return pathname;
  }
}

/** The handler registered for this method and path (no query), if any. */
export function fastRoute(method: string, pathname: string): FetchHandler | undefined {
  return registry.get()?.get(key(method, resolved(pathname)));
}
