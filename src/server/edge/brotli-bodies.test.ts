import { brotliDecompressSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import {
  acceptsBrotli,
  BrotliBodies,
  brotliKey,
  storedPath,
  varyOnEncoding,
} from "./brotli-bodies";

describe("acceptsBrotli", () => {
  it("reads Accept-Encoding with its weights (RFC 9110, 12.5.3)", () => {
    for (const header of ["br", "gzip, deflate, br, zstd", "gzip;q=1.0, br;q=0.5", "*", "BR"])
      expect(acceptsBrotli(header), header).toBe(true);
    for (const header of [undefined, "", "gzip", "br;q=0", "br;q=0.000", "*, br;q=0", "identity"])
      expect(acceptsBrotli(header), String(header)).toBe(false);
    expect(acceptsBrotli(["gzip", "br"])).toBe(true);
  });
});

describe("storedPath", () => {
  it("decodes and resolves a path, so its spellings share one key", () => {
    for (const spelling of [
      "/locations/leeds",
      "/locations/%6ceeds",
      "/locations/%6C%65eds",
      "/locations/./leeds",
      "/x/../locations/leeds",
    ])
      expect(storedPath(spelling), spelling).toBe("/locations/leeds");
    expect(storedPath("/blog/caf%C3%A9")).toBe("/blog/café");
    // A reserved character stays encoded: `/a%2Fb` is not `/a/b`.
    expect(storedPath("/a%2Fb")).toBe("/a%2Fb");
    // What does not decode is kept as sent (Next refuses it; nothing is stored for it).
    expect(storedPath("/blog/%ff")).toBe("/blog/%ff");
    expect(storedPath("//evil.test/x")).toBe("//evil.test/x");
  });
});

describe("brotliKey", () => {
  const html = { etag: '"abc"', "content-type": "text/html; charset=utf-8" };
  it("keeps complete answers to GET and HEAD that carry an ETag, by path and ETag", () => {
    expect(brotliKey("GET", "/", {}, 200, html)).toBe('/ "abc"');
    expect(brotliKey("HEAD", "/", {}, 200, { ...html, "content-encoding": "gzip" })).toBe(
      '/ "abc"',
    );
    const script = { etag: 'W/"1-2"', "content-type": "application/javascript; charset=UTF-8" };
    expect(brotliKey("GET", "/_next/static/chunks/a.js", {}, 200, script)).toBe(
      '/_next/static/chunks/a.js W/"1-2"',
    );
  });
  it("leaves everything else as Next sends it", () => {
    expect(brotliKey("POST", "/", {}, 200, html)).toBeUndefined();
    expect(brotliKey("GET", "/", {}, 404, html)).toBeUndefined();
    expect(brotliKey("GET", "/", { range: "bytes=0-1" }, 200, html)).toBeUndefined();
    expect(brotliKey("GET", "/", {}, 200, { ...html, etag: undefined })).toBeUndefined();
    expect(brotliKey("GET", "/", {}, 200, { ...html, "content-encoding": "br" })).toBeUndefined();
    expect(
      brotliKey("GET", "/", {}, 200, { ...html, "content-type": "text/x-component" }),
    ).toBeUndefined();
    expect(brotliKey("GET", "/a.png", {}, 200, { ...html, "content-type": "image/png" })).toBe(
      undefined,
    );
  });
});

describe("BrotliBodies", () => {
  const body = (fill: string) => Buffer.from(`<p>${fill.repeat(4000)}</p>`);
  const prepared = (bodies: BrotliBodies, key: string, data: Buffer) =>
    new Promise<void>((resolve) => bodies.prepare(key, data, resolve));

  it("compresses a body once and gives it back in brotli", async () => {
    const bodies = new BrotliBodies();
    const page = body("a");
    expect(bodies.wants("k")).toBe(true);
    const done = prepared(bodies, "k", page);
    expect(bodies.wants("k")).toBe(false);
    await done;
    expect(brotliDecompressSync(bodies.get("k")!).equals(page)).toBe(true);
  });

  it("compresses one body at a time; the others wait their turn", async () => {
    const bodies = new BrotliBodies();
    const all = ["a", "b", "c"].map((fill) => prepared(bodies, fill, body(fill)));
    expect(bodies.compressing).toBe(1);
    expect(["a", "b", "c"].map((key) => bodies.wants(key))).toEqual([false, false, false]);
    await Promise.all(all);
    expect(bodies.compressing).toBe(0);
    for (const fill of ["a", "b", "c"])
      expect(brotliDecompressSync(bodies.get(fill)!).equals(body(fill))).toBe(true);
  });

  it("never keeps a body under 1 KB, and drops the oldest past its budget", async () => {
    const bodies = new BrotliBodies(40, 5);
    await prepared(bodies, "tiny", Buffer.from("<p>hi</p>"));
    expect(bodies.get("tiny")).toBeUndefined();
    // Remembered: its next answers are relayed, never read whole again.
    expect(bodies.wants("tiny")).toBe(false);
    await prepared(bodies, "first", body("a"));
    await prepared(bodies, "second", body("b"));
    expect(bodies.get("second")).toBeDefined();
    expect(bodies.get("first")).toBeUndefined();
  });
});

describe("varyOnEncoding", () => {
  it("adds Accept-Encoding once", () => {
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("rsc")).toBe("rsc, Accept-Encoding");
    expect(varyOnEncoding("rsc, Accept-Encoding")).toBe("rsc, Accept-Encoding");
    expect(varyOnEncoding(["rsc", "accept-encoding"])).toBe("rsc, accept-encoding");
    expect(varyOnEncoding("*")).toBe("*");
  });
});
