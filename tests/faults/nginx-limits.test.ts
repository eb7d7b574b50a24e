import type { ServerResponse } from "node:http";
import { connect as tlsConnect } from "node:tls";

import { afterAll, beforeAll, expect, it } from "vitest";

import { type Nginx, startNginxBeforeStandIn } from "./support/nginx";
import { appPort } from "./support/ports";

// The limits are the recipe's alone (decision 092): the app keeps Node's defaults, so these are
// what stands between an instance and a client that opens too much or sends too slowly. A
// stand-in instance holds every request it gets until the test lets it go.

const HOST = "www.grafter.test";
const PORT = appPort(21);
/** deploy/nginx/grafter.conf: limit_conn grafter_clients 64; client_*_timeout 10s. */
const PER_CLIENT = 64;
const TIMEOUT_MS = 10_000;

let nginx: Nginx;
const held: ServerResponse[] = [];
let reached = 0;

beforeAll(async () => {
  nginx = await startNginxBeforeStandIn(
    (req, res) => {
      req.resume();
      // startNginx's own request, which tells it nginx is up, is answered at once.
      if (req.url === "/robots.txt") return void res.end("ok");
      reached += 1;
      held.push(res);
    },
    { host: HOST, port: PORT, httpPort: appPort(22), standInPort: appPort(20) },
  );
});

afterAll(async () => {
  release();
  await nginx?.stop();
});

function release() {
  for (const res of held.splice(0)) res.end("ok");
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("holds one address to 64 requests in progress, while another address is served", async () => {
  const statuses: number[] = [];
  const answered = Array.from({ length: PER_CLIENT + 6 }, () =>
    nginx.request("/hold", { from: 2 }).then((answer) => statuses.push(answer.status)),
  );
  await waitFor(() => reached === PER_CLIENT && statuses.length === 6);
  expect(statuses).toEqual(Array(6).fill(503));

  const other = nginx.request("/hold", { from: 3 });
  await waitFor(() => reached === PER_CLIENT + 1);
  release();
  expect((await other).status).toBe(200);
  await Promise.all(answered);
  expect(statuses.filter((status) => status === 200)).toHaveLength(PER_CLIENT);
});

/** A TLS connection that sends `text` and no more; resolves with the ms until nginx closes it. */
function sendAndStall(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = tlsConnect({
      host: "127.0.0.1",
      port: PORT,
      servername: HOST,
      ca: nginx.certificate.pem,
    });
    socket.once("secureConnect", () => socket.write(text));
    socket.on("data", () => {});
    socket.once("close", () => resolve(Date.now() - started));
    socket.once("error", reject);
  });
}

it("closes a connection whose headers or body stall for 10 s, before any instance sees it", async () => {
  reached = 0;
  // Before the timeout moved to the http level, the stalled headers held on for 60 s.
  const [headers, body] = await Promise.all([
    sendAndStall(`GET / HTTP/1.1\r\nHost: ${HOST}:${PORT}\r\nUser-Agent: slow`),
    sendAndStall(
      `POST /api/waitlist HTTP/1.1\r\nHost: ${HOST}:${PORT}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 100\r\n\r\n{"name":`,
    ),
  ]);
  for (const closedAfter of [headers, body]) {
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    expect(closedAfter).toBeLessThan(TIMEOUT_MS + 5_000);
  }
  // nginx buffers a body before it passes the request on: the stalled post never reached one.
  expect(reached).toBe(0);
});
