// The edge server `npm start` runs: a plain node:http server in front of Next.js's own request
// handler. It does only what Next cannot (decision 017): it refuses absolute-form targets for
// other hosts, sends a request our TLS proxy received over http to https (decision 080: Next's
// own internal requests never reach the edge), appends the socket address to X-Forwarded-For for
// the throttle, gives prerendered pages a script-hash Content-Security-Policy, and sends pages
// and the build's scripts in brotli, compressed once per version (decision 035) and, once kept,
// only revalidated with Next (decision 037). A request that may be answered with a page or a
// build script goes to Next over a Unix socket, like to any upstream, so the edge can read the
// answer before it leaves; every other request (images, fonts, the API, the admin console) is
// handed to Next's handler directly, with no second hop.
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from "node:http";

import {
  acceptsBrotli,
  BrotliBodies,
  bodyKey,
  brotliKey,
  storedPath,
  varyOnEncoding,
} from "./brotli-bodies";
import { withSocketAddress } from "./client-address";
import { capConnectionsPerClient, connectionLimits, timeoutOptions } from "./connection-guard";
import { CurrentVersions, type Version } from "./current-versions";
import { dropRest } from "./drop-rest";
import { answerFast, toRequest } from "./fast-answer";
import { fastRoute } from "./fast-routes";
import { httpsLocation } from "./https-redirect";
import { hasNonce } from "./policy";
import { originFormTarget } from "./request-target";
import {
  decodeBody,
  hashPolicy,
  needsScriptHashes,
  ScriptHashCache,
  single,
} from "./script-policy";

/** Next.js's request handler, `next().getRequestHandler()`. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface EdgeOptions {
  /** Where Next.js listens for the requests whose answer the edge must read. */
  upstream: { socketPath: string } | { port: number };
  /** The same Next.js, called directly for every other request. */
  handle: RequestHandler;
  /** SITE_URL's origin: where a request our TLS proxy received over http is sent. */
  siteOrigin: string;
  /** SITE_URL is https: a TLS proxy in front terminates every request. */
  siteIsHttps: boolean;
  /** TRUST_PROXY: X-Forwarded-Proto comes from our own proxy. */
  trustProxy: boolean;
  cache?: ScriptHashCache;
  bodies?: BrotliBodies;
  versions?: CurrentVersions;
  /** What one client may hold (connection-guard.ts); tests shorten them. */
  limits?: { perClient: number; capLoopback: boolean; headersMs: number };
}

/** A version whose brotli body the edge holds, asked of Next with If-None-Match. */
type Kept = Version & { key: string };

/** Connection-level headers that describe one hop, never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "expect",
];

const HOP = new Set(HOP_BY_HOP);

function withoutHopHeaders<T extends IncomingHttpHeaders>(headers: T): T {
  // Copied name by name rather than copied whole and then deleted from: an object that loses
  // properties becomes a slow dictionary for every later read, and this runs twice a request.
  const copy: IncomingHttpHeaders = {};
  for (const name in headers) if (!HOP.has(name)) copy[name] = headers[name];
  return copy as T;
}

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim().toLowerCase();

/**
 * Sets the forwarding headers Next.js reads. X-Forwarded-For gains the socket's address (the
 * throttle's contract). X-Forwarded-Host and -Proto are our proxy's word only with TRUST_PROXY;
 * otherwise the client's are dropped and the scheme is the edge's own view (SITE_URL), so nothing
 * behind the edge, Next.js included, can be told another host or scheme.
 */
function setForwarding(
  headers: IncomingHttpHeaders,
  req: IncomingMessage,
  options: EdgeOptions,
  https: boolean,
) {
  headers["x-forwarded-for"] = withSocketAddress(
    req.headers["x-forwarded-for"],
    req.socket.remoteAddress,
  );
  if (!options.trustProxy || !headers["x-forwarded-proto"])
    headers["x-forwarded-proto"] = https ? "https" : "http";
  if (!options.trustProxy) delete headers["x-forwarded-host"];
}

/**
 * True when the answer can be a page the edge must read: not Next's build files, not a file with
 * an extension (robots.txt, images), not the API, and not the admin console, whose pages carry a
 * nonce policy from src/proxy.ts and need no hashes.
 */
export function mayBePage(target: string): boolean {
  const pathname = target.split("?")[0] ?? "";
  if (/^\/(_next|api)\//.test(pathname) || /^\/admin(\/|$)/.test(pathname)) return false;
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * A file: the build's (/_next/static) or one from public/ (a name with an extension, outside the
 * API and the console). Only ever read: Next.js answers any other method on one with a 500.
 */
export const isFile = (pathname: string) =>
  pathname.startsWith("/_next/static/") ||
  (!/^\/(api|admin)\//.test(pathname) && /\.[A-Za-z0-9]+$/.test(pathname));
export const FILE_ALLOW = "GET, HEAD";

/**
 * The largest body a page takes: Next's limit for a Server Action (`serverActions.bodySizeLimit`),
 * which Next enforces with a 500 rather than a 413.
 */
export const PAGE_BODY_LIMIT = 1024 * 1024;

/** Scripts and styles of the build: they go through the edge to be sent in brotli. */
export const isBuildText = (pathname: string) => /^\/_next\/static\/.+\.(js|css)$/.test(pathname);

function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
) {
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(`${message}\n`);
}

/** 413 for a body over PAGE_BODY_LIMIT, answered at once; the rest of the body is dropped. */
function tooLarge(req: IncomingMessage, res: ServerResponse) {
  refuse(res, 413, "Content too large");
  dropRest(req);
}

/**
 * The methods any route of ours serves. Next builds a WHATWG Request for every request, and that
 * refuses TRACE, TRACK and CONNECT with an exception (a 500 and a stack trace) before any route
 * code runs; these, and methods nobody defines, get a 405 here. Each route
 * handler answers the other defined methods itself, with its own Allow (routeMethods).
 */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
export const SITE_ALLOW = "GET, HEAD, POST";

/**
 * Sends Next's answer on as it arrives. `pipe`, not `pipeline`: pipeline makes an AbortController
 * per call and aborts it when done, a DOMException with its stack on every response; a failed
 * upstream cuts the client's connection either way.
 */
function relay(answer: IncomingMessage, res: ServerResponse) {
  answer.once("error", () => res.destroy());
  answer.pipe(res);
}

/** True when a request carries no body (RFC 9112, 6.3), the usual GET or HEAD for a page. */
const hasNoBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] === undefined &&
  (req.headers["content-length"] === undefined || req.headers["content-length"] === "0");

/** Sends a kept brotli body, or for HEAD its headers only. */
function sendBrotli(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  compressed: Buffer,
) {
  headers["content-encoding"] = "br";
  headers["content-length"] = String(compressed.length);
  headers.vary = varyOnEncoding(headers.vary);
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : compressed);
}

/**
 * True when the client asks on its own terms (a condition or a range): its request goes to Next
 * as it came, so Next's 304 or partial answer reaches it unchanged.
 */
const asksOnItsOwnTerms = (req: IncomingMessage) =>
  req.headers.range !== undefined ||
  Object.keys(req.headers).some((name) => name.startsWith("if-"));

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}

/** A failure's code (ECONNRESET, ...): never its message, which can quote the request. */
const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code ?? "no code";

export function createEdgeServer(options: EdgeOptions): Server {
  const cache = options.cache ?? new ScriptHashCache();
  const bodies = options.bodies ?? new BrotliBodies();
  const versions = options.versions ?? new CurrentVersions();
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 512 });
  const upstream =
    "socketPath" in options.upstream
      ? { socketPath: options.upstream.socketPath }
      : { host: "127.0.0.1", port: options.upstream.port };

  /**
   * The version a request may be answered from without Next sending its body: a GET or HEAD with
   * no body, from a client that takes brotli, for a path whose current version the edge holds in
   * brotli. Not an RSC request (the same path, another body).
   */
  function keptVersion(req: IncomingMessage, pathname: string): Kept | undefined {
    if ((req.method !== "GET" && req.method !== "HEAD") || !hasNoBody(req)) return undefined;
    if (req.headers.rsc !== undefined || asksOnItsOwnTerms(req)) return undefined;
    if (!acceptsBrotli(req.headers["accept-encoding"])) return undefined;
    const version = versions.get(pathname);
    const key = version && bodyKey(pathname, version.etag);
    return key && bodies.get(key) ? { ...version, key } : undefined;
  }

  /**
   * Next's 304 to the edge's own condition: the kept body, with the 304's headers (fresh from
   * Next) and the version's content type, as a 200. False when the body or, for a page, its
   * hashes are no longer held, so the request must be asked again without the condition.
   */
  function answerFromKept(
    req: IncomingMessage,
    res: ServerResponse,
    notModified: IncomingHttpHeaders,
    https: boolean,
    kept: Kept,
  ): boolean {
    const compressed = bodies.get(kept.key);
    if (!compressed || single(notModified.etag) !== kept.etag) return false;
    const headers: OutgoingHttpHeaders = withoutHopHeaders(notModified);
    headers["content-type"] = kept.contentType;
    delete headers["content-length"];
    if (needsScriptHashes(200, { ...notModified, "content-type": kept.contentType })) {
      const hashes = cache.get(kept.etag);
      if (!hashes) return false;
      headers["content-security-policy"] = hashPolicy(hashes, https);
    }
    sendBrotli(req, res, 200, headers, compressed);
    return true;
  }

  /**
   * Sends Next's answer on: a prerendered page with its own policy, and a body that never changes
   * under its ETag in brotli once it has been compressed (brotli-bodies.ts).
   */
  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    answer: IncomingMessage,
    https: boolean,
    pathname: string,
  ) {
    const status = answer.statusCode ?? 502;
    const headers: OutgoingHttpHeaders = withoutHopHeaders(answer.headers);
    const etag = answer.headers.etag || undefined;

    if (status === 304) {
      // A 304 refreshes the headers stored with the page: its own policy, or none, never the
      // hash-free one that would block its scripts.
      const known = cache.get(etag);
      if (known) headers["content-security-policy"] = hashPolicy(known, https);
      else if (!hasNonce(String(headers["content-security-policy"] ?? "")))
        delete headers["content-security-policy"];
      res.writeHead(status, headers);
      answer.resume();
      res.end();
      return;
    }
    const page = needsScriptHashes(status, answer.headers);
    const hashes = page ? cache.get(etag) : undefined;
    if (hashes) headers["content-security-policy"] = hashPolicy(hashes, https);
    const key = brotliKey(req.method, pathname, req.headers, status, answer.headers);
    if (key !== undefined && etag)
      versions.set(pathname, { etag, contentType: single(answer.headers["content-type"]) ?? "" });
    const brotli = key !== undefined && acceptsBrotli(req.headers["accept-encoding"]);
    const compressed = brotli ? bodies.get(key) : undefined;

    if (compressed && (hashes || !page)) {
      answer.resume();
      sendBrotli(req, res, status, headers, compressed);
      return;
    }
    const wanted = brotli && bodies.wants(key);
    if ((!page || hashes) && !wanted) {
      res.writeHead(status, headers);
      relay(answer, res);
      return;
    }
    // The body is read whole: for the page's script hashes, or to be compressed for later.
    const body = await readAll(answer);
    const decoded = decodeBody(body, answer.headers["content-encoding"]);
    if (page && !hashes)
      headers["content-security-policy"] = hashPolicy(cache.hashesOf(etag, decoded), https);
    if (wanted) bodies.prepare(key, decoded);
    headers["content-length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const limits = options.limits ?? connectionLimits;
  const server = createServer(timeoutOptions(limits), (req, res) => {
    if (!KNOWN_METHODS.has(req.method ?? "")) {
      req.resume();
      refuse(res, 405, "Method not allowed", { allow: SITE_ALLOW });
      return;
    }
    const target = originFormTarget(req.url, req.headers.host);
    if (target === null) {
      refuse(res, 400, "Bad request target");
      return;
    }
    // The scheme our own TLS proxy says the client used; believed only with TRUST_PROXY.
    const proto = options.trustProxy ? firstValue(req.headers["x-forwarded-proto"]) : undefined;
    const https = options.siteIsHttps || proto === "https";
    const toHttps = httpsLocation(options, proto, target);
    if (toHttps !== null) {
      req.resume();
      res.writeHead(308, { location: toHttps, "content-length": "0" });
      res.end();
      return;
    }
    const failed = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) refuse(res, 500, "Internal server error");
      else res.destroy();
    };
    // A route registered to be answered here (the beacon).
    const pathname = target.split("?")[0] ?? "";
    if (req.method !== "GET" && req.method !== "HEAD" && isFile(pathname)) {
      req.resume();
      refuse(res, 405, "Method not allowed", { allow: FILE_ALLOW });
      return;
    }
    const fast = fastRoute(req.method ?? "", pathname);
    if (fast) {
      const headers = withoutHopHeaders(req.headers);
      setForwarding(headers, req, options, https);
      answerFast(req, res, fast, toRequest(req, target, headers), https).catch(failed);
      return;
    }
    if (!mayBePage(target) && !isBuildText(pathname)) {
      // Straight to Next: the request object is Next's, with the edge's target and headers.
      req.url = target;
      setForwarding(req.headers, req, options, https);
      options.handle(req, res).catch(failed);
      return;
    }
    if (Number(req.headers["content-length"]) > PAGE_BODY_LIMIT) {
      tooLarge(req, res);
      return;
    }
    const headers = withoutHopHeaders(req.headers);
    setForwarding(headers, req, options, https);
    // Every spelling of one path shares its kept version and brotli body.
    const storedAs = storedPath(pathname);
    let overLimit = false;
    const failedUpstream = (error: unknown) => {
      // The code only: the error's message can carry the request's path.
      if (!clientGone) console.error(`edge: Next.js did not answer (${errorCode(error)})`);
      if (!res.headersSent) refuse(res, 502, "Bad gateway");
      else res.destroy();
    };
    let forward: ReturnType<typeof httpRequest> | undefined;
    let clientGone = false;
    res.once("close", () => {
      if (res.writableFinished) return;
      clientGone = true;
      forward?.destroy();
    });
    // With a kept version, Next is asked whether it is still current: a 304 costs Next no body.
    let askedAgain = false;
    const ask = (kept: Kept | undefined) => {
      const asking = httpRequest({
        ...upstream,
        agent,
        // A HEAD is asked as a GET: its headers must be the GET's, policy included.
        method: req.method === "HEAD" ? "GET" : req.method,
        path: target,
        headers: kept ? { ...headers, "if-none-match": kept.etag } : headers,
      });
      forward = asking;
      let answered = false;
      asking.once("response", (answer) => {
        answered = true;
        if (overLimit) {
          answer.resume();
          return;
        }
        if (kept && answer.statusCode === 304) {
          answer.resume();
          if (!answerFromKept(req, res, answer.headers, https, kept)) ask(undefined);
          return;
        }
        respond(req, res, answer, https, storedAs).catch(failedUpstream);
      });
      asking.once("error", (error) => {
        // A kept-alive connection that Next closed, idle, just as this request went out on it:
        // Next never saw the request, so one without a body is asked again on a new connection
        // (the retry Node documents for request.reusedSocket). A CI run met it as a 502 for a
        // script the page needed.
        if (asking.reusedSocket && !answered && !askedAgain && !clientGone && hasNoBody(req)) {
          askedAgain = true;
          ask(kept);
          return;
        }
        if (!overLimit) failedUpstream(error);
      });
      if (hasNoBody(req)) {
        // Nothing to stream: the request is sent whole at once, without a pipe's bookkeeping.
        req.resume();
        asking.end();
      } else {
        // pipe, not pipeline: a failed upstream must leave the client's socket open for the 502.
        req.pipe(asking);
        // A body sent without a length is counted as it passes: past the limit, Next is left.
        let size = 0;
        const count = (chunk: Buffer) => {
          size += chunk.length;
          if (size <= PAGE_BODY_LIMIT || overLimit) return;
          overLimit = true;
          req.off("data", count);
          // Next's request is ended, not cut: a cut one is logged by Next as an aborted request.
          // What arrived is a truncated body, refused or ignored there; its answer is dropped.
          req.unpipe(asking);
          asking.end();
          if (!res.headersSent) tooLarge(req, res);
        };
        req.on("data", count);
      }
    };
    ask(keptVersion(req, storedAs));
  });
  if (!options.trustProxy) capConnectionsPerClient(server, limits);
  return server;
}
