import { describe, expect, it } from "vitest";

import { isCrossSite } from "./cross-site";

const request = (method: string, headers: Record<string, string>, trustProxy = false) => {
  const all = new Headers({ host: "grafter.test", ...headers });
  return { method, header: (name: string) => all.get(name), trustProxy };
};

describe("isCrossSite", () => {
  it("refuses posts a browser marks as coming from another site", () => {
    expect(isCrossSite(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(request("POST", { "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSite(request("POST", { origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSite(request("POST", { origin: "null" }))).toBe(true);
    expect(isCrossSite(request("POST", { origin: "not a url" }))).toBe(true);
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
    expect(isCrossSite(request("POST", { origin: "http://GRAFTER.test" }))).toBe(false);
    expect(isCrossSite(request("POST", {}))).toBe(false);
    expect(isCrossSite(request("GET", { "sec-fetch-site": "cross-site" }))).toBe(false);
  });

  it("compares with the host our proxy received when TRUST_PROXY is on", () => {
    const behindProxy = { host: "10.0.0.5:3000", "x-forwarded-host": "www.grafter.test" };
    const origin = "https://www.grafter.test";
    expect(isCrossSite(request("POST", { ...behindProxy, origin }, true))).toBe(false);
  });

  it("ignores X-Forwarded-Host when TRUST_PROXY is off (issue 15, item 14)", () => {
    const forged = { "x-forwarded-host": "evil.test", origin: "https://evil.test" };
    expect(isCrossSite(request("POST", forged, false))).toBe(true);
    expect(isCrossSite(request("POST", forged, true))).toBe(false);
  });
});
