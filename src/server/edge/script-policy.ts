// The response transform of the edge server: a prerendered page gets a Content-Security-Policy
// listing the hashes of its own inline scripts. Next.js cannot do this itself (its answer is a
// nonce, which makes every page render per request: decision 007). A page's hashes are computed
// once per ETag, so a page served from Next's cache costs one Map lookup. Decision 017.
import type { IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

import { inlineScriptHashes } from "./html-scripts";
import { contentSecurityPolicy, hasNonce } from "./policy";

/** A header's first value: Node gives a list for a header sent more than once. */
export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * True when the response is a document whose inline scripts must be listed by hash: HTML with a
 * body, whose policy does not already allow its scripts by nonce (src/proxy.ts gives a nonce to
 * pages rendered per request, and those pass untouched).
 */
export function needsScriptHashes(status: number, headers: IncomingHttpHeaders): boolean {
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return false;
  if (!/^text\/html\b/i.test(single(headers["content-type"]) ?? "")) return false;
  return !hasNonce(single(headers["content-security-policy"]));
}

/** The body as sent, decoded from its Content-Encoding (Next.js compresses its responses). */
export function decodeBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== "identity");
  // Codings apply in the order listed, so they come off in reverse.
  return codings.reduceRight((data, coding) => {
    if (coding === "gzip" || coding === "x-gzip") return gunzipSync(data);
    if (coding === "deflate") return inflateSync(data);
    if (coding === "br") return brotliDecompressSync(data);
    throw new Error(`cannot decode a ${coding} body`);
  }, body);
}

/** Script hashes by ETag, the last `limit` pages. */
export class ScriptHashCache {
  private readonly byEtag = new Map<string, readonly string[]>();

  constructor(private readonly limit = 500) {}

  get(etag: string | undefined): readonly string[] | undefined {
    return etag ? this.byEtag.get(etag) : undefined;
  }

  remember(etag: string | undefined, hashes: readonly string[]) {
    if (!etag) return;
    if (!this.byEtag.has(etag) && this.byEtag.size >= this.limit) {
      const oldest = this.byEtag.keys().next().value;
      if (oldest !== undefined) this.byEtag.delete(oldest);
    }
    this.byEtag.set(etag, hashes);
  }

  /** The hashes of `body` (as sent, with its Content-Encoding), computed once per ETag. */
  hashesOf(etag: string | undefined, body: Buffer, contentEncoding?: string) {
    const known = this.get(etag);
    if (known) return known;
    const hashes = inlineScriptHashes(decodeBody(body, contentEncoding).toString("utf8"));
    this.remember(etag, hashes);
    return hashes;
  }
}

/** Policies already written, by the hash list the cache holds (one list per page version). */
const policies = new WeakMap<readonly string[], { http?: string; https?: string }>();

/** The policy of a page whose inline scripts have these hashes, written once per list. */
export function hashPolicy(hashes: readonly string[], https: boolean): string {
  let written = policies.get(hashes);
  if (!written) policies.set(hashes, (written = {}));
  const scheme = https ? "https" : "http";
  return (written[scheme] ??= contentSecurityPolicy({ scriptSources: hashes, https }));
}
