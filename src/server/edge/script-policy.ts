// A prerendered page's policy lists the hashes of its own inline scripts: Next's answer is a nonce,
// which makes every page render per request (decision 007). Hashed once per ETag (decision 092).
import { gunzipSync, inflateSync } from "node:zlib";

import { contentSecurityPolicy, hasNonce } from "../http/policy";
import { inlineScriptHashes } from "./html-scripts";

/** HTML with a body, whose policy has no nonce (src/proxy.ts's, for pages rendered per request). */
export function needsScriptHashes(status: number, contentType: string, policy: string): boolean {
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return false;
  return /^text\/html\b/i.test(contentType) && !hasNonce(policy);
}

/** The body as sent, decoded from its Content-Encoding: Next's gzip or deflate, or none. */
export function decodeBody(body: Buffer, contentEncoding = "identity"): Buffer {
  const coding = contentEncoding.trim().toLowerCase();
  if (coding === "gzip") return gunzipSync(body);
  if (coding === "deflate") return inflateSync(body);
  if (coding === "identity") return body;
  throw new Error(`cannot decode a ${coding} body`);
}

/** Script hashes by ETag, the last `limit` pages. */
export class ScriptHashCache {
  private readonly byEtag = new Map<string, readonly string[]>();

  constructor(private readonly limit = 500) {}

  get(etag: string | undefined): readonly string[] | undefined {
    return etag ? this.byEtag.get(etag) : undefined;
  }

  /** The hashes of `body` (as sent, with its Content-Encoding), computed once per ETag. */
  hashesOf(etag: string | undefined, body: Buffer, contentEncoding?: string) {
    const known = this.get(etag);
    if (known) return known;
    const hashes = inlineScriptHashes(decodeBody(body, contentEncoding).toString("utf8"));
    if (!etag) return hashes;
    if (this.byEtag.size >= this.limit) this.byEtag.delete(this.byEtag.keys().next().value!);
    this.byEtag.set(etag, hashes);
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
