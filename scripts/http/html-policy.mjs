// Puts each HTML page's own Content-Security-Policy on its response. Next.js writes the page; we
// hold it until the end, start its framework scripts after the first paint (deferred-scripts.mjs),
// hash its inline scripts, set the header and send it. Pages stay prerendered (a nonce would force
// every page to render per request); see docs/decisions/007-csp-without-nonces.md.
import { gzipSync } from "node:zlib";

import { deferFrameworkScripts } from "./deferred-scripts.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.mjs";

// Prerendered pages (those with an ETag) are rewritten, hashed and compressed once, not on every
// request. Each cache keeps the last MAX_REMEMBERED pages.
const MAX_REMEMBERED = 500;
/** Script hashes by ETag; a 304 gets its page's policy back from here too. */
const hashesByEtag = new Map();
const gzippedByEtag = new Map();
const deferredByEtag = new Map();

/** `compute()` once per ETag, remembered in `cache`; a page without an ETag computes every time. */
function rememberedBy(cache, etag, compute) {
  if (!etag) return compute();
  let value = cache.get(etag);
  if (value === undefined) {
    value = compute();
    if (cache.size >= MAX_REMEMBERED) cache.delete(cache.keys().next().value);
    cache.set(etag, value);
  }
  return value;
}

const hashesFor = (body, etag) =>
  rememberedBy(hashesByEtag, etag, () => inlineScriptHashes(body.toString("utf8")));

const gzipFor = (body, etag) => rememberedBy(gzippedByEtag, etag, () => gzipSync(body));

/** The page with its framework scripts started after the first paint (deferred-scripts.mjs). */
function deferredScripts(body, etag) {
  if (body.length === 0) return body;
  return rememberedBy(deferredByEtag, etag, () =>
    Buffer.from(deferFrameworkScripts(body.toString("utf8"))),
  );
}

function isHtml(res) {
  return /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
}

/**
 * Wraps `res` so an HTML body is buffered and its policy set before the first byte leaves.
 * Anything else passes straight through with the hash-free policy already on it. A page with an
 * ETag (prerendered) is sent gzipped from a cache when the client accepts gzip; the compression
 * middleware underneath leaves an already encoded body alone.
 */
export function withHtmlPolicy(res, { https, acceptsGzip = false }) {
  const { write, end, flushHeaders } = res;
  let chunks = null;
  let decided = false;

  const decide = () => {
    if (decided) return;
    decided = true;
    if (res.headersSent || res.statusCode === 304 || !isHtml(res)) {
      restore();
      if (res.statusCode === 304 && !res.headersSent) {
        // A 304 refreshes the headers the browser stored with the page: send that page's
        // policy, or none, never the hash-free one that would block its scripts.
        const known = hashesByEtag.get(String(res.getHeader("etag") ?? ""));
        if (known) {
          res.setHeader(
            "content-security-policy",
            contentSecurityPolicy({ scriptHashes: known, https }),
          );
        } else res.removeHeader("content-security-policy");
      }
      return;
    }
    chunks = [];
  };

  const restore = () => {
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
  };

  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
  };

  // Streamed pages flush their headers before the first chunk; hold them until the end.
  res.flushHeaders = function () {
    decide();
    if (!chunks) return flushHeaders.apply(this, arguments);
  };

  res.write = function (chunk, encoding, callback) {
    decide();
    if (!chunks) return write.apply(this, arguments);
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    collect(chunk, encoding);
    callback?.();
    return true;
  };

  res.end = function (chunk, encoding, callback) {
    decide();
    if (!chunks) return end.apply(this, arguments);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    collect(chunk, encoding);
    const etag = String(res.getHeader("etag") ?? "") || null;
    const sent = Buffer.concat(chunks);
    chunks = null;
    // A HEAD response has no body, but its headers must be the GET's: those of the rewritten page
    // once it is known (Node drops the body of a HEAD response), and no length while it is not.
    const head = res.req?.method === "HEAD" && sent.length === 0;
    const known = head && etag ? deferredByEtag.get(etag) : undefined;
    if (head && !known && !res.headersSent) res.removeHeader("content-length");
    const body = known ?? deferredScripts(sent, etag);
    if (!res.headersSent) {
      const scriptHashes = body.length > 0 ? hashesFor(body, etag) : hashesByEtag.get(etag);
      res.setHeader("content-security-policy", contentSecurityPolicy({ scriptHashes, https }));
    }
    restore();
    if (body.length === 0) return end.call(this, callback);
    if (!res.headersSent && res.getHeader("content-length") !== undefined)
      res.setHeader("content-length", body.length);
    if (etag && acceptsGzip && !res.headersSent && !res.getHeader("content-encoding")) {
      const gzipped = gzipFor(body, etag);
      res.setHeader("content-encoding", "gzip");
      res.setHeader("content-length", gzipped.length);
      const vary = String(res.getHeader("vary") ?? "");
      if (!/accept-encoding/i.test(vary))
        res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      return end.call(this, gzipped, callback);
    }
    return end.call(this, body, callback);
  };
  return res;
}
