import { describe, expect, it } from "vitest";

import { assertSameOrigin, readLimited } from "./request";

const post = (headers: Record<string, string>) =>
  new Request("http://grafter.test/api/waitlist", {
    method: "POST",
    headers: { host: "grafter.test", ...headers },
  });

describe("assertSameOrigin", () => {
  it("refuses an Origin of another site, and lets our own and programmatic clients through", () => {
    expect(() => assertSameOrigin(post({ origin: "https://evil.test" }), false)).toThrow(
      "Cross-site requests are not allowed",
    );
    expect(() => assertSameOrigin(post({ origin: "http://grafter.test" }), false)).not.toThrow();
    expect(() => assertSameOrigin(post({}), false)).not.toThrow();
  });

  it("believes X-Forwarded-Host only with TRUST_PROXY", () => {
    const forged = post({ origin: "https://evil.test", "x-forwarded-host": "evil.test" });
    expect(() => assertSameOrigin(forged, false)).toThrow("Cross-site requests are not allowed");
    expect(() => assertSameOrigin(forged, true)).not.toThrow();
  });
});

describe("readLimited", () => {
  it("refuses a body over its limit and reads the rest to the end, never cancelling it", async () => {
    // A cancel of a body Next streams from the socket closes the client's connection.
    let cancelled = false;
    let chunks = 0;
    let settle!: () => void;
    const ended = new Promise<void>((resolve) => (settle = resolve));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks === 10) {
          controller.close();
          settle();
        } else {
          chunks += 1;
          controller.enqueue(new Uint8Array(1024));
        }
      },
      cancel() {
        cancelled = true;
        settle();
      },
    });
    const request = new Request("http://grafter.test/api/beacon", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    await expect(readLimited(request, 2048)).rejects.toThrow("larger than 2 KB");
    await ended;
    expect(chunks).toBe(10);
    expect(cancelled).toBe(false);
  });
});
