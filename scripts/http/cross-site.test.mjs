import { describe, expect, it } from "vitest";

import { isCrossSite } from "./cross-site.mjs";

const request = (method, headers) => ({ method, headers: { host: "grafter.test", ...headers } });

describe("isCrossSite", () => {
  it("refuses posts a browser marks as coming from another site", () => {
    expect(isCrossSite(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(request("POST", { "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSite(request("POST", { origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSite(request("POST", { origin: "null" }))).toBe(true);
    expect(isCrossSite(request("POST", { origin: "null", "sec-fetch-site": "cross-site" }))).toBe(
      true,
    );
  });

  it("lets a no-referrer page of ours post: Origin is null, Sec-Fetch-Site says same-origin", () => {
    expect(isCrossSite(request("POST", { origin: "null", "sec-fetch-site": "same-origin" }))).toBe(
      false,
    );
  });

  it("lets our own pages, programmatic clients and reads through", () => {
    expect(isCrossSite(request("POST", { "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSite(request("POST", { origin: "http://grafter.test" }))).toBe(false);
    expect(isCrossSite(request("POST", {}))).toBe(false);
    expect(isCrossSite(request("GET", { "sec-fetch-site": "cross-site" }))).toBe(false);
  });

  it("compares with the host the proxy received", () => {
    const behindProxy = { host: "10.0.0.5:3000", "x-forwarded-host": "www.grafter.test" };
    expect(
      isCrossSite(request("POST", { ...behindProxy, origin: "https://www.grafter.test" })),
    ).toBe(false);
  });
});
