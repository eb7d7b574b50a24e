/**
 * TRUST_PROXY: whether X-Forwarded-* headers come from a proxy of ours. The one reading of it:
 * src/server/env.ts refuses any other value at start-up, and the edge server and src/proxy.ts
 * (which run outside the code that may import env.ts) read it with the same function. No imports,
 * so scripts/edge-compile.mjs can compile it for the edge server.
 */
export const trustProxyValues = ["true", "false", "1", "0"] as const;

export const trustsProxy = (value: string | undefined): boolean =>
  value === "true" || value === "1";
