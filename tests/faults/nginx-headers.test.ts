import type { IncomingHttpHeaders } from "node:http";
import { connect } from "node:http2";

import { afterAll, beforeAll, expect, it } from "vitest";

import { type Nginx, startNginxBeforeStandIn } from "./support/nginx";
import { appPort } from "./support/ports";

// What the deploy/ recipe tells an instance, TLS on a port other than 443: a stand-in instance
// echoes the headers nginx sends it. The app believes these with TRUST_PROXY, so each must be
// nginx's own word, never the client's. tests/faults/nginx.test.ts runs the real instances.

const HOST = "www.grafter.test";
const PORT = appPort(18);

let nginx: Nginx;

beforeAll(async () => {
  nginx = await startNginxBeforeStandIn(
    (req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(req.headers));
    },
    { host: HOST, port: PORT, httpPort: appPort(19), standInPort: appPort(17) },
  );
});

afterAll(async () => {
  await nginx?.stop();
});

/** What a client claims about itself: none of it may reach the instance. */
const forged = {
  "x-forwarded-for": "203.0.113.7",
  "x-forwarded-host": "evil.test",
  "x-forwarded-proto": "http",
  "x-request-id": "0123456789abcdef0123456789abcdef",
};

function expectProxyWord(headers: IncomingHttpHeaders, from: string) {
  // The port is what a browser's Origin carries; without it every form looked cross-site.
  expect(headers["x-forwarded-host"]).toBe(`${HOST}:${PORT}`);
  expect(headers["x-forwarded-proto"]).toBe("https");
  expect(headers["x-forwarded-for"]).toBe(from);
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  expect(headers["x-request-id"]).not.toBe(forged["x-request-id"]);
  expect(headers.host).toBe(HOST);
}

it("forwards the host with its port over HTTP/1.1, and the scheme, address and request id as nginx's own", async () => {
  const answer = await nginx.request("/signup", {
    method: "POST",
    headers: { ...forged, "content-type": "application/x-www-form-urlencoded" },
    body: "name=x",
    from: 3,
  });
  expect(answer.status).toBe(200);
  expectProxyWord(JSON.parse(answer.body) as IncomingHttpHeaders, "127.0.0.3");
});

it("forwards the host with its port from HTTP/2's :authority, as a browser sends it", async () => {
  const session = connect(`https://127.0.0.1:${PORT}`, {
    ca: nginx.certificate.pem,
    servername: HOST,
  });
  try {
    const body = await new Promise<string>((resolve, reject) => {
      const stream = session.request({
        ":method": "GET",
        ":path": "/",
        ":authority": `${HOST}:${PORT}`,
        ...forged,
      });
      let text = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (text += chunk));
      stream.once("end", () => resolve(text));
      stream.once("error", reject);
      stream.end();
    });
    expectProxyWord(JSON.parse(body) as IncomingHttpHeaders, "127.0.0.1");
  } finally {
    session.close();
  }
});
