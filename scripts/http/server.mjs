// The production HTTP server: Next.js behind a thin layer that owns what Next cannot do for
// prerendered pages: a per-page script-hash Content-Security-Policy, HSTS only over https, the
// http -> https redirect, a 403 for cross-site posts, and compression (moved here so the policy
// is set on the raw page).
import { createServer } from "node:http";
import path from "node:path";

import compression from "compression";

import { addAcceptors } from "./acceptors.mjs";
import { appendSocketAddress } from "./client-address.mjs";
import { isCrossSite, refuseCrossSite } from "./cross-site.mjs";
import { withHtmlPolicy } from "./html-policy.mjs";
import { baseSecurityHeaders, withSecureFlag } from "./security-headers.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** Descriptors the listening socket is polled through: connections accepted per loop turn. */
const ACCEPTORS = 16;

function firstValue(header) {
  return String(header ?? "")
    .split(",")[0]
    .trim()
    .toLowerCase();
}

/** Marks every cookie Secure just before the headers leave (Node sends them via writeHead). */
function secureCookies(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const cookies = res.getHeader("set-cookie");
    if (cookies !== undefined) res.setHeader("set-cookie", withSecureFlag(cookies));
    return writeHead.apply(this, args);
  };
}

/** True when Accept-Encoding lists gzip (or *) with a weight above 0. */
export function acceptsGzip(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      if (coding !== "gzip" && coding !== "*") return false;
      const weight = params.find((param) => param.startsWith("q="));
      return weight === undefined || Number(weight.slice(2)) > 0;
    });
}

/**
 * Serves the production build on `port`. Over https means SITE_URL is https (a TLS proxy in front)
 * or the proxy says so in X-Forwarded-Proto; a request the proxy marks as plain http is redirected
 * to the canonical https URL.
 */
export async function startHttpServer({ port, hostname, siteUrl = process.env.SITE_URL }) {
  process.env.NODE_ENV = "production";
  const { default: next } = await import("next");
  const canonical = new URL(siteUrl || "http://localhost:3000");
  const siteIsHttps = canonical.protocol === "https:";

  const app = next({ dev: false, dir: root, hostname, port });
  const handle = app.getRequestHandler();
  const compress = compression();
  await app.prepare();

  const onRequest = (req, res) => {
    const proto = firstValue(req.headers["x-forwarded-proto"]);
    if (siteIsHttps && proto === "http") {
      // Concatenated, not resolved: a path like //evil.test must stay on our host.
      const target = req.url?.startsWith("/") ? req.url : "/";
      res.writeHead(308, { location: `${canonical.origin}${target}` }).end();
      return;
    }
    const https = siteIsHttps || proto === "https";
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https })))
      res.setHeader(name, value);
    if (https) secureCookies(res);
    if (isCrossSite(req)) {
      refuseCrossSite(res);
      return;
    }
    appendSocketAddress(req);
    compress(req, res, () => {
      withHtmlPolicy(res, { https, acceptsGzip: acceptsGzip(req.headers["accept-encoding"]) });
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  };
  const newServer = () => {
    const server = createServer(onRequest);
    server.keepAliveTimeout = 65_000;
    return server;
  };
  const server = newServer();
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  const acceptors = await addAcceptors(server, newServer, ACCEPTORS - 1);
  // The first server stands for all of them: closing it closes every acceptor too.
  for (const method of ["close", "closeAllConnections"]) {
    const own = server[method].bind(server);
    server[method] = (...args) => {
      for (const acceptor of acceptors) acceptor[method]();
      return own(...args);
    };
  }
  return { server, app };
}
