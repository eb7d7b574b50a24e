import { createHash } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { type AddressInfo, connect } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { contentSecurityPolicy, nonceSource } from "../http/policy";
import { ScriptHashCache } from "./script-policy";
import { mayBePage, withSocketAddress } from "./request-rules";
import { createEdgeServer, type EdgeOptions } from "./server";

// The edge server in front of a stand-in for Next.js's request handler that answers like Next
// does: a prerendered page whole or streamed (ETag, its 304, gzip when asked), a page rendered
// per request with a nonce policy from src/proxy.ts, JSON, and an echo of what it received.

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const PAGE = `<!DOCTYPE html><html><head><script>boot()</script></head><body>
${"<p>Quotes, jobs and invoices in one place.</p>\n".repeat(40)}
<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1])</script></body></html>`;
const PAGE_POLICY = contentSecurityPolicy({
  scriptSources: [sha("boot()"), sha("self.__next_f.push([1])")],
});
const NONCE_POLICY = contentSecurityPolicy({ scriptSources: [nonceSource("n0nce")] });
const STATIC_POLICY = contentSecurityPolicy();
/** SITE_URL of the edges that stand behind a TLS proxy here. */
const SITE = "https://www.grafter.test:8443";
/** Next's own gzip, as its router applies it to every response (after the edge has hooked in). */
const gzip = (
  createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void
)();

/** Answers like Next.js: static headers set one by one, then the body. */
function nextLike(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("content-security-policy", STATIC_POLICY);
  const path = req.url ?? "";
  if (path === "/page" || path === "/streamed" || path === "/other") {
    const etag = path === "/other" ? '"v2"' : '"v1"';
    res.setHeader("etag", etag);
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (path === "/streamed") {
      // A page rendered as it streams: headers flushed first, then the body in pieces.
      res.flushHeaders();
      res.write(PAGE.slice(0, 40));
      setTimeout(() => res.end(PAGE.slice(40)), 5);
    } else {
      res.setHeader("content-length", Buffer.byteLength(PAGE));
      res.end(req.method === "HEAD" ? null : PAGE);
    }
  } else if (path === "/admin") {
    res.setHeader("content-security-policy", NONCE_POLICY);
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<script nonce="n0nce">console.log(1)</script>`);
  } else if (path === "/throws") {
    throw new Error("a bug");
  } else {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const body = Buffer.concat(chunks).toString();
      res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers, body }));
    });
  }
}

const handlerCalls: string[] = [];
const handle = async (req: IncomingMessage, res: ServerResponse) => {
  handlerCalls.push(req.url ?? "");
  await new Promise<void>((resolve) => gzip(req, res, () => resolve()));
  nextLike(req, res);
};

async function edgeWith(extra: Partial<EdgeOptions> = {}) {
  const server = createEdgeServer({
    handle,
    siteOrigin: extra.siteIsHttps ? SITE : "http://localhost:3000",
    siteIsHttps: false,
    trustProxy: false,
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}

let edge: Server;
let base: string;
let closeAll: () => void;
const cache = new ScriptHashCache();
beforeAll(async () => {
  ({ server: edge, base, close: closeAll } = await edgeWith({ cache }));
});
afterAll(() => closeAll());

/** One raw HTTP/1.1 exchange: what a client that writes its own request line gets. */
function raw(text: string, server: Server = edge): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the edge server", () => {
  it("lists a prerendered page's inline scripts by hash, whole or streamed, gzipped or not", async () => {
    for (const path of ["/page", "/streamed"]) {
      for (const encoding of ["gzip", "identity"]) {
        const response = await fetch(`${base}${path}`, {
          headers: { "accept-encoding": encoding },
        });
        const label = `${path} ${encoding}`;
        expect(response.headers.get("content-security-policy"), label).toBe(PAGE_POLICY);
        expect(response.headers.get("content-encoding"), label).toBe(
          encoding === "gzip" ? "gzip" : null,
        );
        expect(await response.text(), label).toBe(PAGE);
      }
    }
  });

  it("hashes a page once per ETag, then sends it on with the remembered policy", async () => {
    const fresh = new ScriptHashCache();
    const own = await edgeWith({ cache: fresh });
    const hashed = vi.spyOn(fresh, "hashesOf");
    for (let i = 0; i < 3; i += 1) {
      const again = await fetch(`${own.base}/page`);
      expect(again.headers.get("content-security-policy")).toBe(PAGE_POLICY);
      expect(await again.text()).toBe(PAGE);
    }
    own.close();
    expect(hashed).toHaveBeenCalledTimes(1);
  });

  it("answers a 304 with the page's own policy, or none before its hashes are known", async () => {
    await fetch(`${base}/page`).then((response) => response.text());
    const revalidated = await fetch(`${base}/page`, { headers: { "if-none-match": '"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe(PAGE_POLICY);
    const unknown = await fetch(`${base}/other`, { headers: { "if-none-match": '"v2"' } });
    expect(unknown.status).toBe(304);
    expect(unknown.headers.get("content-security-policy")).toBeNull();
  });

  it("answers HEAD for a page with its GET's headers, policy included, and no body", async () => {
    const fresh = await edgeWith({ cache: new ScriptHashCache() });
    const headers = { "accept-encoding": "identity" };
    const head = await fetch(`${fresh.base}/page`, { method: "HEAD", headers });
    const get = await fetch(`${fresh.base}/page`, { headers });
    fresh.close();
    expect(head.headers.get("content-security-policy")).toBe(PAGE_POLICY);
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("leaves a page rendered per request with its nonce policy, and other responses alone", async () => {
    const admin = await fetch(`${base}/admin`);
    expect(admin.headers.get("content-security-policy")).toBe(NONCE_POLICY);
    const json = await fetch(`${base}/json`);
    expect(json.headers.get("content-security-policy")).toBe(STATIC_POLICY);
  });

  it("appends the socket's address to X-Forwarded-For and drops the client's host and scheme", async () => {
    const echo = await fetch(`${base}/api/echo?x=1`, {
      headers: {
        "x-forwarded-for": "203.0.113.9",
        "x-forwarded-host": "evil.test",
        "x-forwarded-proto": "https",
      },
    });
    const { url, headers } = (await echo.json()) as {
      url: string;
      headers: Record<string, string>;
    };
    expect(url).toBe("/api/echo?x=1");
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
    expect(headers["x-forwarded-host"]).toBeUndefined();
    expect(headers["x-forwarded-proto"]).toBe("http");
  });

  it("keeps our own proxy's X-Forwarded-Host and -Proto with TRUST_PROXY", async () => {
    const trusting = await edgeWith({ siteIsHttps: true, trustProxy: true });
    const viaProxy = await fetch(`${trusting.base}/echo`, {
      headers: { "x-forwarded-host": "www.grafter.test" },
    });
    const forwarded = ((await viaProxy.json()) as { headers: Record<string, string> }).headers;
    trusting.close();
    expect(forwarded["x-forwarded-host"]).toBe("www.grafter.test");
    expect(forwarded["x-forwarded-proto"]).toBe("https");
  });

  it("sends a request our TLS proxy received over http to the same path on SITE_URL, before Next (decision 080)", async () => {
    const trusting = await edgeWith({ siteIsHttps: true, trustProxy: true });
    const before = handlerCalls.length;
    const ask = (path: string, proto: string, method = "GET") =>
      fetch(`${trusting.base}${path}`, {
        method,
        headers: { "x-forwarded-proto": proto, host: "evil.test" },
        redirect: "manual",
        ...(method === "POST" ? { body: "x" } : {}),
      });
    const page = await ask("/pricing?plan=pro", "http");
    const post = await ask("/api/echo", "http", "POST");
    const served = await ask("/echo", "https");
    trusting.close();
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toBe(`${SITE}/pricing?plan=pro`);
    expect(post.status).toBe(308);
    expect(served.status).toBe(200);
    expect(handlerCalls.slice(before)).toEqual(["/echo"]);
  });

  it("refuses an absolute-form target for another host, and serves one for ours as its path", async () => {
    const other = await raw(
      "GET http://evil.test/admin HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n",
    );
    expect(other).toMatch(/^HTTP\/1\.1 400 /);
    expect(other).not.toMatch(/evil\.test/);
    const ours = await raw(
      "GET http://grafter.test/echo?x=1 HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n",
    );
    expect(ours).toMatch(/^HTTP\/1\.1 200 /);
    expect(ours).toContain('"url":"/echo?x=1"');
  });

  it("answers TRACE and CONNECT with 405 and Allow: Next cannot represent them", async () => {
    for (const line of ["TRACE /api/waitlist", "CONNECT grafter.test:443"]) {
      const answer = await raw(
        `${line} HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, line).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, line).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    }
  });

  it("forwards a request's body to Next as it came", async () => {
    const sent = "name=Priya&message=" + "x".repeat(70_000);
    const whole = await fetch(`${base}/echo`, { method: "POST", body: sent });
    expect(((await whole.json()) as { body: string }).body).toBe(sent);
  });

  it("answers 500 when Next's handler fails, and logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await fetch(`${base}/throws`);
    expect(answer.status).toBe(500);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("mayBePage", () => {
  it("holds pages for their policy, and never build files, files, the API or the console", () => {
    for (const target of ["/", "/signup?plan=pro", "/locations/leeds", "/blog/a-post"])
      expect(mayBePage(target), target).toBe(true);
    for (const target of [
      "/_next/static/chunks/a.js",
      "/_next/image?url=x",
      "/robots.txt",
      "/api/waitlist",
      "/admin",
      "/admin/records",
    ])
      expect(mayBePage(target), target).toBe(false);
  });
});

describe("withSocketAddress", () => {
  it("puts the socket's address last, after anything a client or proxy sent", () => {
    expect(withSocketAddress("1.2.3.4", "198.51.100.7")).toBe("1.2.3.4, 198.51.100.7");
    expect(withSocketAddress(["1.2.3.4", "5.6.7.8"], "198.51.100.7")).toBe(
      "1.2.3.4, 5.6.7.8, 198.51.100.7",
    );
    expect(withSocketAddress(undefined, "198.51.100.7")).toBe("198.51.100.7");
    expect(withSocketAddress("1.2.3.4", undefined)).toBe("1.2.3.4");
  });
});
