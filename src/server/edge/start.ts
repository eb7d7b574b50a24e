// Starts Next.js (the production build in `dir`), reachable on a private Unix socket and as a
// request handler, and the edge server on `port` in front of it. scripts/start.mjs compiles this directory and calls startEdge().
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
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
