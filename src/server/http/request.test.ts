import { describe, expect, it } from "vitest";

import { assertSameOrigin } from "./request";

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
