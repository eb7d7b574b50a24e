import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { createEdgeServer } from "./server";

// Session 55's attack: 20,000 slow connections from one client exhausted the process's file
// descriptors, and every visitor got an empty reply.

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

// The tests' clients are on loopback, which the guard leaves alone unless told (capLoopback).
const testLimits = { perClient: 3, capLoopback: true, headersMs: 500 };

async function edge(trustProxy: boolean, limits = testLimits) {
  const server = createEdgeServer({
    upstream: { port: 1 },
    handle: async () => {},
    siteOrigin: "http://localhost:3000",
    siteIsHttps: false,
    trustProxy,
    limits,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A connection, and what it reads until the server closes it (or `waitMs` passes). */
function client(port: number) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let text = "";
  socket.on("data", (chunk) => (text += chunk.toString()));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    connected,
    /** A request the edge answers itself (405), proving the connection is served. */
    async served(): Promise<boolean> {
      socket.write("PROPFIND / HTTP/1.1\r\nHost: a\r\n\r\n");
      for (let i = 0; i < 40 && !text.includes("\r\n\r\n"); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return text.startsWith("HTTP/1.1 405");
    },
    closedWithin: (ms: number) =>
      Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    text: () => text,
  };
}

describe("the edge's connection guard", () => {
  it("closes a client's connection past its share at once, and takes one again as others close", async () => {
    const port = await edge(false);
    const held = [client(port), client(port), client(port)];
    await Promise.all(held.map((one) => one.connected));
    const extra = client(port);
    expect(await extra.closedWithin(2_000)).toBe(true);
    expect(extra.text()).toBe("");
    for (const one of held) expect(await one.served()).toBe(true);

    held[0]!.socket.destroy();
    await held[0]!.closedWithin(1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = client(port);
    expect(await next.served()).toBe(true);
  });

  it("closes a connection whose headers have not all come within the limit", async () => {
    const port = await edge(false);
    const slow = client(port);
    await slow.connected;
    slow.socket.write("GET / HTTP/1.1\r\nHost: a\r\n");
    const trickle = setInterval(() => slow.socket.write("X-Slow: 1\r\n"), 200);
    try {
      expect(await slow.closedWithin(4_000)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
  });

  it("counts no one apart behind a proxy, where every connection is the proxy's", async () => {
    const port = await edge(true, { ...testLimits, perClient: 1 });
    const through = [client(port), client(port), client(port)];
    for (const one of through) expect(await one.served()).toBe(true);
  });

  it("leaves a client on this machine alone: the operator's proxy, benches and fault suite", async () => {
    const port = await edge(false, { ...testLimits, perClient: 1, capLoopback: false });
    const local = [client(port), client(port), client(port)];
    for (const one of local) expect(await one.served()).toBe(true);
  });
});
