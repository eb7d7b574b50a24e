// Starts Next.js (the production build in `dir`), reachable on a private Unix socket and as a
// request handler, and the edge server on `port` in front of it. scripts/start.mjs compiles this directory and calls startEdge().
import { rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import next from "next";

import { createEdgeServer } from "./server";
import { edgeSettings } from "./settings";

export interface StartedEdge {
  server: Server;
  close(): void;
}

const listen = (server: Server, ...args: [string] | [number, string]) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(...(args as [number, string]), () => {
      server.off("error", reject);
      resolve();
    });
  });

export async function startEdge(options: {
  port: number;
  hostname: string;
  dir: string;
}): Promise<StartedEdge> {
  const settings = edgeSettings();
  const app = next({
    dev: false,
    dir: options.dir,
    hostname: options.hostname,
    port: options.port,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const nextServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  nextServer.keepAliveTimeout = 65_000;
  const socketPath = path.join(tmpdir(), `grafter-next-${process.pid}.sock`);
  rmSync(socketPath, { force: true });
  await listen(nextServer, socketPath);
  // A production Next server prepares itself, and runs instrumentation's register() (which checks
  // the configuration and exits on a bad value, src/server/startup.ts), on its first request, not
  // in app.prepare(). One request over the private socket before the public port opens, so a bad
  // setting stops start-up before "Serving on ..." and a ready server is what that line means.
  await warmUp(socketPath);

  const server = createEdgeServer({
    upstream: { socketPath },
    handle,
    siteOrigin: settings.siteOrigin,
    siteIsHttps: settings.siteIsHttps,
    trustProxy: settings.trustProxy,
  });
  // Longer than any proxy's idle keep-alive in front (nginx: 60 s), so the proxy closes first.
  server.keepAliveTimeout = 65_000;
  await listen(server, options.port, options.hostname);
  return {
    server,
    close() {
      server.close();
      server.closeAllConnections();
      nextServer.close();
      nextServer.closeAllConnections();
      rmSync(socketPath, { force: true });
    },
  };
}

/** HEAD /api/health over the socket; its answer does not matter, only that Next has prepared. */
function warmUp(socketPath: string): Promise<void> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: "/api/health", method: "HEAD" }, (res) => {
      res.resume();
      res.on("end", resolve);
      res.on("error", () => resolve());
    });
    req.on("error", () => resolve());
    req.end();
  });
}
