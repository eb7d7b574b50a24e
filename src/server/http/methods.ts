import "server-only";

/** The methods Next.js routes to a route handler's exports. */
const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"] as const;
export type Method = (typeof METHODS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers differ in arguments
type AnyHandler = (...args: any[]) => unknown;
type NotAllowed = () => Response;

/**
 * A route handler's exports: the methods it serves, HEAD wherever GET is, and for every other
 * method a 405 whose Allow header names the served ones (RFC 9110 requires it). Without this,
 * Next.js answers an unexported method with a 405 that has no Allow, and OPTIONS with a 204 as if
 * we offered CORS. Methods Next.js does not route at all (TRACE, CONNECT, unknown tokens) are the
 * HTTP layer's to refuse: Node's Request cannot even represent some of them.
 *
 * Route files export them all: `export const { GET, HEAD, ... } = routeMethods({ POST: ... })`.
 */
export function routeMethods<T extends Partial<Record<Method, AnyHandler>>>(
  served: T,
): T & Record<Exclude<Method, keyof T>, NotAllowed> {
  const handlers: Partial<Record<Method, AnyHandler>> = { ...served };
  if (handlers.GET && !handlers.HEAD) handlers.HEAD = handlers.GET;
  const allow = METHODS.filter((method) => handlers[method]).join(", ");
  const notAllowed: NotAllowed = () =>
    new Response("Method not allowed.\n", {
      status: 405,
      headers: {
        allow,
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  for (const method of METHODS) handlers[method] ??= notAllowed;
  return handlers as T & Record<Exclude<Method, keyof T>, NotAllowed>;
}
