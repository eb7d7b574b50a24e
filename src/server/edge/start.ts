// Starts Next.js (the production build in `dir`) as a request handler behind the edge server on
// `port`. scripts/start.mjs compiles this directory and calls startEdge().
import { request, type Server } from "node:http";

import next from "next";

import { edgeSettings } from "../http/settings";
import { createEdgeServer } from "./server";

export async function startEdge(options: { port: number; hostname: string; dir: string }) {
  const app = next({ dev: false, ...options });
  await app.prepare();
  const server: Server = createEdgeServer({ handle: app.getRequestHandler(), ...edgeSettings() });
  // Longer than any proxy's idle keep-alive in front (nginx: 60 s), so the proxy closes first.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) =>
    server.once("error", reject).listen(options.port, options.hostname, resolve),
  );
  // Next runs instrumentation's register() (which checks the configuration and exits on a bad
  // value, src/server/startup.ts) on its first request, not in prepare(): one request before
  // "Serving on ...", so that line means a ready server. Its answer does not matter.
  const host = /^(0\.0\.0\.0|::)$/.test(options.hostname) ? "localhost" : options.hostname;
  await new Promise<void>((resolve) =>
    request({ host, port: options.port, path: "/api/health", method: "HEAD" }, (res) =>
      res.resume().once("end", resolve).once("error", resolve),
    )
      .once("error", () => resolve())
      .end(),
  );
  return {
    server,
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}
