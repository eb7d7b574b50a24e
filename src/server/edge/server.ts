// The edge server `npm start` runs: it hands every request to Next.js's own request handler, one
// door, doing on the way only what Next cannot (decision 092): refusing absolute-form targets for
// other hosts, TRACE and CONNECT; our TLS proxy's http to https (decision 080); the socket's
// address in X-Forwarded-For; a script-hash policy for prerendered pages (page-policy.ts).
// Compression, connection limits and timeouts are the proxy's in front (deploy/); other methods,
// and bodies too large, are src/proxy.ts's and the routes'.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import { holdPageForPolicy } from "./page-policy";
import * as rules from "./request-rules";
import { ScriptHashCache } from "./script-policy";

export interface EdgeOptions {
  /** Next.js's request handler, `next().getRequestHandler()`. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** SITE_URL's origin, and whether it is https (a TLS proxy in front terminates every request). */
  siteOrigin: string;
  siteIsHttps: boolean;
  /** TRUST_PROXY: X-Forwarded-Proto and -Host come from our own proxy. */
  trustProxy: boolean;
  cache?: ScriptHashCache;
}

const PLAIN = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
const ALLOW = "GET, HEAD, POST";

function refuse(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, status === 405 ? { ...PLAIN, allow: ALLOW } : PLAIN).end(`${message}\n`);
}

export function createEdgeServer(options: EdgeOptions): Server {
  const cache = options.cache ?? new ScriptHashCache();
  const server = createServer((req, res) => {
    // Next builds a WHATWG Request for every request, which refuses TRACE with an exception (a
    // 500 and a stack) before src/proxy.ts or any route runs. Node's parser answers TRACK with 400.
    if (req.method === "TRACE") return refuse(res, 405, "Method not allowed");
    const target = rules.originFormTarget(req.url, req.headers.host);
    if (target === null) return refuse(res, 400, "Bad request target");
    const headers = req.headers;
    const proto = options.trustProxy ? rules.firstToken(headers["x-forwarded-proto"]) : undefined;
    const https = options.siteIsHttps || proto === "https";
    const toHttps = rules.httpsLocation(options, proto, target);
    if (toHttps !== null)
      return void res.writeHead(308, { location: toHttps, "content-length": "0" }).end();
    req.url = target;
    headers["x-forwarded-for"] = rules.withSocketAddress(
      headers["x-forwarded-for"],
      req.socket.remoteAddress,
    );
    // Without TRUST_PROXY the client's word on host and scheme is dropped: the edge's own stands.
    if (!options.trustProxy || !headers["x-forwarded-proto"])
      headers["x-forwarded-proto"] = https ? "https" : "http";
    if (!options.trustProxy) delete headers["x-forwarded-host"];
    if (rules.mayBePage(target)) holdPageForPolicy(req, res, cache, https);
    options.handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) refuse(res, 500, "Internal server error");
      else res.destroy();
    });
  });
  // Node hands CONNECT to no request handler: without this it closes the connection unanswered.
  server.on("connect", (_req, socket) =>
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    ),
  );
  return server;
}
