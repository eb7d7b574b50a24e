import { DROP_LIMIT } from "./drop-rest";
import { createHash } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import { type AddressInfo, connect } from "node:net";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { BrotliBodies } from "./brotli-bodies";
import { contentSecurityPolicy, nonceSource } from "./policy";
import { ScriptHashCache } from "./script-policy";
import {
  createEdgeServer,
  type EdgeOptions,
  isBuildText,
  isFile,
  mayBePage,
  PAGE_BODY_LIMIT,
} from "./server";

// The edge server in front of a stand-in for Next.js that answers like Next does: a prerendered
// page (ETag, x-nextjs-cache, gzip when asked), a page rendered per request with a nonce policy
// from src/proxy.ts, JSON, and an echo of what it received.

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
// Over 1 KB, as every real page is: smaller bodies are never recompressed (brotli-bodies.ts).
const PAGE = `<!DOCTYPE html><html><head><script>boot()</script></head><body>
${"<p>Quotes, jobs and invoices in one place.</p>\n".repeat(30)}
<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1])</script></body></html>`;
const SCRIPT = `self.chunk=${JSON.stringify("x".repeat(3000))};`;
const NONCE_POLICY = contentSecurityPolicy({ scriptSources: [nonceSource("n0nce")] });
const STATIC_POLICY = contentSecurityPolicy();
/** SITE_URL of the edges that stand behind a TLS proxy here. */
const SITE = "https://www.grafter.test:8443";

let edge: Server;
let base: string;
let pageRequests = 0;
/** The If-None-Match of each request for /page that reached the stand-in, in order. */
const pageConditions: (string | undefined)[] = [];
/** The version of /changing the stand-in sends: a page revalidated with new content. */
let changingVersion = 1;
const cache = new ScriptHashCache();
const bodies = new BrotliBodies();

/** Answers like Next.js: over the Unix socket and as the handler the edge calls directly. */
function nextLike(req: IncomingMessage, res: ServerResponse) {
  const headers = { "content-security-policy": STATIC_POLICY };
  if (req.url === "/changing") {
    const etag = `"c${changingVersion}"`;
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { ...headers, etag }).end();
      return;
    }
    res.writeHead(200, { ...headers, etag, "content-type": "text/html; charset=utf-8" });
    res.end(PAGE.replace("boot()", `boot(${changingVersion})`));
  } else if (decodeURI(req.url ?? "") === "/page") {
    pageRequests += 1;
    pageConditions.push(req.headers["if-none-match"] as string | undefined);
    const etag = '"v1"';
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { ...headers, etag }).end();
      return;
    }
    const gzip = /gzip/.test(String(req.headers["accept-encoding"]));
    const body = gzip ? gzipSync(PAGE) : Buffer.from(PAGE);
    res.writeHead(200, {
      ...headers,
      etag,
      "x-nextjs-cache": "HIT",
      "content-type": "text/html; charset=utf-8",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    // Streamed in two pieces, as Next does.
    res.write(body.subarray(0, 10));
    res.end(body.subarray(10));
  } else if (req.url === "/_next/static/chunks/a.js") {
    // Next's build files: a weak ETag of size and time, gzip when asked.
    const gzip = /gzip/.test(String(req.headers["accept-encoding"]));
    res.writeHead(200, {
      etag: 'W/"bb8-19a"',
      "cache-control": "public, max-age=31536000, immutable",
      "content-type": "application/javascript; charset=UTF-8",
      vary: "Accept-Encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipSync(SCRIPT) : SCRIPT);
  } else if (req.url === "/admin") {
    res.writeHead(200, {
      "content-security-policy": NONCE_POLICY,
      "content-type": "text/html; charset=utf-8",
    });
    res.end(`<script nonce="n0nce">console.log(1)</script>`);
  } else if (req.url === "/broken") {
    // Next's answer breaking off: headers and part of the body, then the connection is gone.
    res.writeHead(200, { ...headers, "content-type": "text/plain", "content-length": "100" });
    res.write("the first part", () => res.destroy());
  } else {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.writeHead(200, { ...headers, "content-type": "application/json" });
      const body = Buffer.concat(chunks).toString();
      res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers, body }));
    });
  }
}
const handle = async (req: IncomingMessage, res: ServerResponse) => nextLike(req, res);

/** A stand-in for Next.js answering with `answer`, and an edge server in front of it. */
async function edgeInFrontOf(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
  extra: Partial<Pick<EdgeOptions, "cache" | "bodies" | "siteIsHttps" | "trustProxy">> = {},
) {
  const stand = createServer(answer);
  await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", resolve));
  const front = createEdgeServer({
    upstream: { port: (stand.address() as AddressInfo).port },
    handle,
    siteOrigin: extra.siteIsHttps ? SITE : "http://localhost:3000",
    siteIsHttps: false,
    trustProxy: false,
    ...extra,
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  return {
    front,
    base: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    close() {
      for (const server of [front, stand]) {
        server.close();
        server.closeAllConnections();
      }
    },
  };
}

let closeAll: () => void;
beforeAll(async () => {
  const started = await edgeInFrontOf(nextLike, { cache, bodies });
  ({ front: edge, base, close: closeAll } = started);
});

afterAll(() => closeAll());

/** One raw HTTP/1.1 exchange: what a client that writes its own request line gets. */
function raw(text: string): Promise<string> {
  const { port } = edge.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the edge server", () => {
  it("lists a prerendered page's inline scripts by hash, gzipped or not", async () => {
    const expected = contentSecurityPolicy({
      scriptSources: [sha("boot()"), sha("self.__next_f.push([1])")],
    });
    for (const encoding of ["gzip", "identity"]) {
      const response = await fetch(`${base}/page`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-security-policy"), encoding).toBe(expected);
      expect(await response.text()).toBe(PAGE);
    }
  });

  it("hashes a page once per ETag, then streams it with the remembered policy", async () => {
    await fetch(`${base}/page`).then((response) => response.text());
    const hashed = vi.spyOn(cache, "hashesOf");
    const before = pageRequests;
    const again = await fetch(`${base}/page`);
    expect(await again.text()).toBe(PAGE);
    expect(pageRequests).toBe(before + 1);
    expect(hashed).not.toHaveBeenCalled();
    expect(again.headers.get("content-security-policy")).toContain(sha("boot()"));
  });

  it("sends a page and a build script in brotli once compressed, and gzip meanwhile (decision 035)", async () => {
    const policy = contentSecurityPolicy({
      scriptSources: [sha("boot()"), sha("self.__next_f.push([1])")],
    });
    for (const [path, body] of [
      ["/page", PAGE],
      ["/_next/static/chunks/a.js", SCRIPT],
    ] as const) {
      const first = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip, br" } });
      expect(first.headers.get("content-encoding"), path).toBe("gzip");
      expect(await first.text(), path).toBe(body);
      // The compression runs in zlib's thread pool; the next request after it finishes gets it.
      await vi.waitFor(() =>
        expect(bodies.get(`${path} ${first.headers.get("etag")}`)).toBeTruthy(),
      );
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { "accept-encoding": "gzip;q=0.5, br" },
        });
        expect(response.headers.get("content-encoding"), `${method} ${path}`).toBe("br");
        expect(response.headers.get("vary"), path).toMatch(/accept-encoding/i);
        if (path === "/page") expect(response.headers.get("content-security-policy")).toBe(policy);
        const text = await response.text();
        if (method === "HEAD") continue;
        expect(text, path).toBe(body);
        expect(Number(response.headers.get("content-length"))).toBeLessThan(body.length / 2);
      }
      // A client that does not take brotli, or refuses it, gets what Next sends.
      for (const accept of ["gzip", "br;q=0, gzip", "identity"]) {
        const other = await fetch(`${base}${path}`, { headers: { "accept-encoding": accept } });
        expect(other.headers.get("content-encoding"), accept).toBe(
          accept === "identity" ? null : "gzip",
        );
        expect(await other.text(), accept).toBe(body);
      }
    }
  });

  it("asks Next with If-None-Match for a page it holds in brotli, and sends the kept body on Next's 304 (decision 037)", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const first = await fetch(`${base}/page`, { headers: browser });
    await first.text();
    await vi.waitFor(() => expect(bodies.get('/page "v1"')).toBeTruthy());
    const asked = pageConditions.length;
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${base}/page`, { method, headers: browser });
      expect(response.status, method).toBe(200);
      expect(response.headers.get("content-encoding"), method).toBe("br");
      expect(response.headers.get("content-type"), method).toBe("text/html; charset=utf-8");
      expect(response.headers.get("etag"), method).toBe('"v1"');
      // The headers are those of the 304 (the stand-in sends no x-nextjs-cache with it).
      expect(response.headers.get("x-nextjs-cache"), method).toBeNull();
      expect(response.headers.get("vary"), method).toMatch(/accept-encoding/i);
      expect(response.headers.get("content-security-policy"), method).toContain(sha("boot()"));
      expect(await response.text(), method).toBe(method === "HEAD" ? "" : PAGE);
    }
    // Each request reached Next as a conditional one, and Next sent no body for either.
    expect(pageConditions.slice(asked)).toEqual(['"v1"', '"v1"']);
    // A gzip client, a client with its own condition, and an RSC request are asked as they came.
    const asTheyCame: Record<string, string>[] = [
      { "accept-encoding": "gzip" },
      { ...browser, "if-none-match": '"v0"' },
      { ...browser, rsc: "1" },
    ];
    for (const headers of asTheyCame) {
      const response = await fetch(`${base}/page`, { headers });
      expect(await response.text()).toBe(PAGE);
      expect(pageConditions.at(-1), JSON.stringify(headers)).toBe(headers["if-none-match"]);
    }
  });

  it("sends the new page when Next's page has changed since the kept one", async () => {
    const browser = { "accept-encoding": "br" };
    const first = await fetch(`${base}/changing`, { headers: browser });
    expect(await first.text()).toContain("boot(1)");
    await vi.waitFor(() => expect(bodies.get('/changing "c1"')).toBeTruthy());
    changingVersion = 2;
    const changed = await fetch(`${base}/changing`, { headers: browser });
    expect(changed.headers.get("etag")).toBe('"c2"');
    expect(changed.headers.get("content-security-policy")).toContain(sha("boot(2)"));
    expect(await changed.text()).toContain("boot(2)");
  });

  it("asks Next again without its condition when the kept page's hashes are gone", async () => {
    const browser = { "accept-encoding": "br" };
    await fetch(`${base}/page`, { headers: browser }).then((response) => response.text());
    await vi.waitFor(() => expect(bodies.get('/page "v1"')).toBeTruthy());
    const asked = pageConditions.length;
    // The hash cache keeps the last 500 pages: this one has just been dropped from it.
    const forgotten = vi.spyOn(cache, "get").mockReturnValueOnce(undefined);
    const response = await fetch(`${base}/page`, { headers: browser });
    forgotten.mockRestore();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain(sha("boot()"));
    expect(await response.text()).toBe(PAGE);
    expect(pageConditions.slice(asked)).toEqual(['"v1"', undefined]);
  });

  it("sends the whole body as Next sends it when a range is asked", async () => {
    const path = "/_next/static/chunks/a.js";
    await fetch(`${base}${path}`).then((response) => response.text());
    const ranged = await fetch(`${base}${path}`, {
      headers: { "accept-encoding": "br", range: "bytes=0-9" },
    });
    expect(ranged.headers.get("content-encoding")).toBeNull();
    expect(await ranged.text()).toBe(SCRIPT);
  });

  it("answers a 304 with the page's own policy", async () => {
    await fetch(`${base}/page`).then((response) => response.text());
    const revalidated = await fetch(`${base}/page`, { headers: { "if-none-match": '"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toContain(sha("boot()"));
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await fetch(`${base}/page`, { headers: { "accept-encoding": "identity" } });
    await get.text();
    const head = await fetch(`${base}/page`, {
      method: "HEAD",
      headers: { "accept-encoding": "identity" },
    });
    expect(head.headers.get("content-security-policy")).toBe(
      get.headers.get("content-security-policy"),
    );
    expect(await head.text()).toBe("");
  });

  it("leaves a page rendered per request with its nonce policy, and other responses alone", async () => {
    const admin = await fetch(`${base}/admin`);
    expect(admin.headers.get("content-security-policy")).toBe(NONCE_POLICY);
    const json = await fetch(`${base}/json`);
    expect(json.headers.get("content-security-policy")).toBe(STATIC_POLICY);
  });

  it("appends the socket's address to X-Forwarded-For, through the socket or directly", async () => {
    for (const path of ["/echo", "/api/echo"]) {
      const echo = await fetch(`${base}${path}`, { headers: { "x-forwarded-for": "203.0.113.9" } });
      const { headers } = (await echo.json()) as { headers: Record<string, string> };
      expect(headers["x-forwarded-for"], path).toBe("203.0.113.9, 127.0.0.1");
    }
  });

  it("hands Next directly what cannot be a page, with the same forwarding rules", async () => {
    const direct = await fetch(`${base}/api/echo?x=1`, {
      headers: { "x-forwarded-host": "evil.test" },
    });
    const { url, headers } = (await direct.json()) as {
      url: string;
      headers: Record<string, string>;
    };
    expect(url).toBe("/api/echo?x=1");
    expect(headers["x-forwarded-host"]).toBeUndefined();
    expect(headers["x-forwarded-proto"]).toBe("http");
  });

  it("drops the client's X-Forwarded-Host and -Proto unless TRUST_PROXY", async () => {
    const echo = await fetch(`${base}/echo`, {
      headers: { "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" },
    });
    const { headers } = (await echo.json()) as { headers: Record<string, string> };
    expect(headers["x-forwarded-host"]).toBeUndefined();
    expect(headers["x-forwarded-proto"]).toBe("http");

    const trusting = await edgeInFrontOf(nextLike, { siteIsHttps: true, trustProxy: true });
    const viaProxy = await fetch(`${trusting.base}/echo`, {
      headers: { "x-forwarded-host": "www.grafter.test" },
    });
    const forwarded = ((await viaProxy.json()) as { headers: Record<string, string> }).headers;
    trusting.close();
    expect(forwarded["x-forwarded-host"]).toBe("www.grafter.test");
    expect(forwarded["x-forwarded-proto"]).toBe("https");
  });

  it("sends a request our TLS proxy received over http to the same path on SITE_URL, before Next (decision 080)", async () => {
    const requests: string[] = [];
    const counting = (req: IncomingMessage, res: ServerResponse) => {
      requests.push(req.url ?? "");
      nextLike(req, res);
    };
    const trusting = await edgeInFrontOf(counting, { siteIsHttps: true, trustProxy: true });
    const ask = (path: string, proto: string, method = "GET") =>
      fetch(`${trusting.base}${path}`, {
        method,
        headers: { "x-forwarded-proto": proto, host: "evil.test" },
        redirect: "manual",
        ...(method === "POST" ? { body: "x" } : {}),
      });
    const page = await ask("/pricing?plan=pro", "http");
    const image = await ask("/images/portal-dashboard.png", "http");
    const post = await ask("/api/echo", "http", "POST");
    const served = await ask("/echo", "https");
    trusting.close();
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toBe(`${SITE}/pricing?plan=pro`);
    expect(image.headers.get("location")).toBe(`${SITE}/images/portal-dashboard.png`);
    expect(post.status).toBe(308);
    expect(served.status).toBe(200);
    // Only the request that arrived over https reached Next.
    expect(requests).toEqual(["/echo"]);
  });

  it("refuses an absolute-form target for another host", async () => {
    const answer = await raw(
      "GET http://evil.test/admin HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/evil\.test/);
  });

  it("answers TRACE and methods nobody defines with 405 and Allow, before Next", async () => {
    // Node's own parser answers 400 to methods it does not know (TRACK, FOO) before any code.
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK"]) {
      const answer = await raw(
        `${method} /api/waitlist HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, method).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    }
  });

  it("keeps one brotli body for every spelling of a path", async () => {
    await fetch(`${base}/page`, { headers: { "accept-encoding": "br" } }).then((r) => r.text());
    await vi.waitFor(() => expect(bodies.get('/page "v1"')).toBeTruthy());
    const prepared = vi.spyOn(bodies, "prepare");
    for (const spelling of ["/%70age", "/%70%61ge", "/./page", "/x/../page"]) {
      const response = await fetch(`${base}${spelling}`, { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("content-encoding"), spelling).toBe("br");
      expect(await response.text(), spelling).toBe(PAGE);
    }
    expect(prepared).not.toHaveBeenCalled();
    prepared.mockRestore();
  });

  it("answers any method but GET and HEAD on a file with 405 and Allow, before Next", async () => {
    for (const path of ["/favicon.ico", "/icon.svg", "/_next/static/chunks/a.js", "/robots.txt"]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const response = await fetch(`${base}${path}`, {
          method,
          body: method === "POST" ? "x" : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
      }
    }
  });

  it("answers a page's body over 1 MB with 413, then the next request on the connection, declared or chunked", async () => {
    const big = "x".repeat(PAGE_BODY_LIMIT + 1);
    for (const chunked of [false, true]) {
      const headers = chunked
        ? "Transfer-Encoding: chunked\r\n"
        : `Content-Length: ${big.length}\r\n`;
      const body = chunked ? `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n` : big;
      // The rest of the body is read and dropped, never taken for the request that follows.
      const answer = await raw(
        `POST /signup HTTP/1.1\r\nHost: grafter.test\r\n${headers}\r\n${body}` +
          "GET /echo HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n",
      );
      const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d+) /g)].map((match) => match[1]);
      expect(statuses, `chunked: ${chunked}`).toEqual(["413", "200"]);
      expect(answer, `chunked: ${chunked}`).toContain('"url":"/echo"');
    }
    const small = await fetch(`${base}/echo`, { method: "POST", body: "x".repeat(1000) });
    expect(small.status).toBe(200);
  });

  it("cuts a refused body that goes on past what it drops", async () => {
    const size = PAGE_BODY_LIMIT + DROP_LIMIT + 1024 * 1024;
    const { port } = edge.address() as AddressInfo;
    const cut = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(
          `POST /signup HTTP/1.1\r\nHost: grafter.test\r\nContent-Length: ${size}\r\n\r\n`,
        ),
      );
      let answer = "";
      const chunk = Buffer.alloc(64 * 1024, "x");
      const send = () => {
        while (!socket.destroyed && socket.write(chunk));
      };
      socket.on("connect", send);
      socket.on("drain", send);
      socket.on("data", (data) => (answer += data.toString("latin1")));
      socket.on("close", () => resolve(answer));
      socket.on("error", () => {});
    });
    expect(cut).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("serves an absolute-form target for our own host as its path", async () => {
    const answer = await raw(
      "GET http://grafter.test/echo?x=1 HTTP/1.1\r\nHost: grafter.test\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"url":"/echo?x=1"');
  });

  it("forwards a request's body whole, sent at once or in chunks, and a GET with none", async () => {
    const sent = "name=Priya&message=" + "x".repeat(70_000);
    const whole = await fetch(`${base}/echo`, { method: "POST", body: sent });
    expect(((await whole.json()) as { body: string }).body).toBe(sent);
    const parts = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=Priya&"));
        controller.enqueue(new TextEncoder().encode("message=hello"));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/echo`, {
      method: "POST",
      body: parts,
      duplex: "half",
    } as RequestInit);
    const echoed = (await chunked.json()) as { body: string; headers: Record<string, string> };
    expect(echoed.body).toBe("name=Priya&message=hello");
    expect(echoed.headers["transfer-encoding"]).toBe("chunked");
    const get = await fetch(`${base}/echo?x=2`);
    expect(((await get.json()) as { body: string; url: string }).body).toBe("");
  });

  it("cuts the client's connection when Next's answer breaks off, never ends it as complete", async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  // Next closes a kept-alive connection after 65 s idle; a request can go out on it just then.
  describe("when Next closes a kept-alive connection as a request goes out on it", () => {
    let closingBase: string;
    let closeClosing: () => void;
    let asked = 0;
    beforeAll(async () => {
      // The stand-in answers the first request on each connection and drops the connection at
      // the second, unanswered: what the edge sees when its request crossed Next's close.
      const perSocket = new WeakMap<object, number>();
      const started = await edgeInFrontOf((req, res) => {
        const count = (perSocket.get(req.socket) ?? 0) + 1;
        perSocket.set(req.socket, count);
        req.resume();
        if (count > 1) {
          req.socket.destroy();
          return;
        }
        asked += 1;
        res.writeHead(200, { "content-type": "text/plain" }).end(`answer ${asked}`);
      });
      ({ base: closingBase, close: closeClosing } = started);
    });
    afterAll(() => closeClosing());

    it("asks a request without a body again on a new connection", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const first = await fetch(`${closingBase}/`);
      expect(await first.text()).toBe("answer 1");
      const second = await fetch(`${closingBase}/`);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe("answer 2");
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    });

    it("answers 502 to one with a body, which Next may have begun to act on, and logs only the code", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      await (await fetch(`${closingBase}/`)).text();
      const sent = await fetch(`${closingBase}/`, { method: "POST", body: "name=Kez+Mensah" });
      expect(sent.status).toBe(502);
      expect(errors.mock.calls.flat().join(" ")).toMatch(
        /^edge: Next\.js did not answer \(E[A-Z]+\)$/,
      );
      errors.mockRestore();
    });
  });

  it("answers 502 when Next.js is not there, and says so in the log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const orphan = createEdgeServer({
      upstream: { port: 1 },
      handle,
      siteOrigin: "http://localhost:3000",
      siteIsHttps: false,
      trustProxy: false,
    });
    await new Promise<void>((resolve) => orphan.listen(0, "127.0.0.1", resolve));
    const { port } = orphan.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      request(`http://127.0.0.1:${port}/`, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on("error", reject)
        .end();
    });
    orphan.close();
    expect(status).toBe(502);
    expect(errors).toHaveBeenCalledWith("edge: Next.js did not answer (ECONNREFUSED)");
  });
});

describe("mayBePage", () => {
  it("sends pages through the socket, and build files, files, the API and the console direct", () => {
    for (const page of ["/", "/about", "/locations/leeds?x=1", "/signup", "/blog/a-post"])
      expect(mayBePage(page), page).toBe(true);
    for (const other of [
      "/_next/static/chunks/a.js",
      "/_next/static/media/inter.woff2",
      "/_next/image?url=x",
      "/api/waitlist",
      "/admin",
      "/admin/waitlist?page=2",
      "/robots.txt",
      "/images/portal-dashboard.png",
    ])
      expect(mayBePage(other), other).toBe(false);
  });
});

describe("isFile", () => {
  it("takes the build's files and public/'s, not pages, the API or the console", () => {
    for (const file of [
      "/favicon.ico",
      "/icon.svg",
      "/_next/static/chunks/a.js",
      "/_next/static/media/x",
      "/images/a.png",
    ])
      expect(isFile(file), file).toBe(true);
    for (const other of [
      "/",
      "/signup",
      "/api/waitlist",
      "/admin/erase",
      "/api/x.json",
      "/_next/image",
    ])
      expect(isFile(other), other).toBe(false);
  });
});

describe("isBuildText", () => {
  it("sends the build's scripts and styles through the socket, to be sent in brotli", () => {
    for (const file of ["/_next/static/chunks/0a1b.js", "/_next/static/chunks/2gsn.css"])
      expect(isBuildText(file), file).toBe(true);
    for (const other of ["/_next/static/media/inter.woff2", "/_next/image", "/app.js", "/"])
      expect(isBuildText(other), other).toBe(false);
  });
});
