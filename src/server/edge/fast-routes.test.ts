import {
  Agent,
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerFastRoute } from "./fast-routes";
import { HSTS } from "./policy";
import { createEdgeServer } from "./server";

// Decision 031: a route registered here is answered by the edge without Next's router; anything
// else still goes to Next, and a request our TLS proxy received over http is redirected first.

const PATH = "/api/fast-route-test";
let nextCalls = 0;
const servers: Server[] = [];

function nextLike(req: IncomingMessage, res: ServerResponse) {
  nextCalls += 1;
  req.resume();
  res.writeHead(299, { "content-type": "text/plain" }).end("next");
}

registerFastRoute("POST", PATH, async (request) => {
  const body = await request.text();
  return Response.json(
    {
      body,
      forwardedFor: request.headers.get("x-forwarded-for"),
      origin: request.headers.get("origin"),
      path: new URL(request.url).pathname,
    },
    { status: 202, headers: { "cache-control": "no-store" } },
  );
});

// Stops reading at 1 KB, as the analytics endpoints do over their limit (http/request.ts).
const LIMITED = "/api/fast-route-limited";
registerFastRoute("POST", LIMITED, async (request) => {
  const reader = request.body!.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Response("read", { status: 200 });
    size += value.byteLength;
    if (size > 1024) {
      await reader.cancel();
      return new Response("too large", { status: 413 });
    }
  }
});

// Refuses by the declared length alone, never touching the body, as readLimited does.
const DECLARED = "/api/fast-route-declared";
registerFastRoute("POST", DECLARED, async (request) =>
  Number(request.headers.get("content-length")) > 1024
    ? new Response("too large", { status: 413 })
    : new Response("read", { status: 200 }),
);

/** POST `size` bytes to `path`, then GET on the same kept-alive agent: both answers. */
async function postThenGet(base: string, path: string, size: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = new URL(base);
  const send = (method: string, target: string, body?: Buffer) =>
    new Promise<string>((resolve) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, method, path: target, agent },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve(`${response.statusCode} ${response.headers.connection}`),
          );
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => resolve(`failed ${error.code}`));
      request.end(body);
    });
  const first = await send("POST", path, Buffer.alloc(size, "a"));
  const second = await send("GET", "/elsewhere");
  agent.destroy();
  return [first, second];
}

async function edgeAt(options: { siteOrigin: string; siteIsHttps: boolean; trustProxy: boolean }) {
  const upstream = createServer(nextLike);
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const edge = createEdgeServer({
    upstream: { port: (upstream.address() as AddressInfo).port },
    handle: async (req, res) => nextLike(req, res),
    ...options,
  });
  await new Promise<void>((resolve) => edge.listen(0, "127.0.0.1", resolve));
  servers.push(upstream, edge);
  return `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
}

/** A POST with the path exactly as given: fetch() would resolve its dot segments first. */
function rawPost(origin: string, path: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: "POST" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end("raw");
  });
}

let plain: string;
let behindTls: string;

beforeAll(async () => {
  plain = await edgeAt({
    siteOrigin: "http://localhost:3000",
    siteIsHttps: false,
    trustProxy: false,
  });
  behindTls = await edgeAt({
    siteOrigin: "https://www.grafter.test",
    siteIsHttps: true,
    trustProxy: true,
  });
});

afterAll(() => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
});

describe("a fast route", () => {
  it("is answered by its handler, with the request's body and headers and every security header", async () => {
    const before = nextCalls;
    const response = await fetch(`${plain}${PATH}?x=1`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "http://example.test" },
      body: '{"hello":1}',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      body: '{"hello":1}',
      forwardedFor: "127.0.0.1",
      origin: "http://example.test",
      path: PATH,
    });
    expect(nextCalls).toBe(before);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("answers every spelling of its path with dot segments, as Next would route them", async () => {
    const before = nextCalls;
    for (const spelling of [
      "/api/./fast-route-test",
      "/api/x/../fast-route-test",
      "/api/%2e/fast-route-test",
      "/api/./fast-route-test?x=1",
    ]) {
      const { status, body } = await rawPost(plain, spelling);
      expect(status, spelling).toBe(202);
      expect(JSON.parse(body).body).toBe("raw");
    }
    expect(nextCalls).toBe(before);
  });

  it("answers before the body's end, reads the rest and keeps the connection for the next request", async () => {
    expect(await postThenGet(plain, LIMITED, 2_000_000)).toEqual([
      "413 keep-alive",
      "299 keep-alive",
    ]);
    expect(await postThenGet(plain, DECLARED, 2_000_000)).toEqual([
      "413 keep-alive",
      "299 keep-alive",
    ]);
    // A body read to its end keeps the connection.
    expect(await postThenGet(plain, LIMITED, 100)).toEqual(["200 keep-alive", "299 keep-alive"]);
  });

  it("leaves other methods and paths to Next", async () => {
    const before = nextCalls;
    expect((await fetch(`${plain}${PATH}`)).status).toBe(299);
    expect((await fetch(`${plain}${PATH}/more`, { method: "POST", body: "x" })).status).toBe(299);
    expect(nextCalls).toBe(before + 2);
  });

  it("behind the TLS proxy: HSTS over https; plain http is redirected, reaching neither", async () => {
    const https = await fetch(`${behindTls}${PATH}`, {
      method: "POST",
      headers: { "x-forwarded-proto": "https" },
      body: "b",
    });
    expect(https.status).toBe(202);
    expect(https.headers.get("strict-transport-security")).toBe(HSTS);
    const before = nextCalls;
    const http = await fetch(`${behindTls}${PATH}`, {
      method: "POST",
      headers: { "x-forwarded-proto": "http" },
      body: "b",
      redirect: "manual",
    });
    expect(http.status).toBe(308);
    expect(http.headers.get("location")).toBe(`https://www.grafter.test${PATH}`);
    expect(nextCalls).toBe(before);
  });
});
