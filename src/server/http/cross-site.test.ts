import { describe, expect, it } from "vitest";

import { isCrossSite, serverActionOrigins } from "./cross-site";

const request = (
  method: string,
  headers: Record<string, string>,
  trustProxy = false,
  siteOrigin: string | null = null,
) => {
  const all = new Headers({ host: "grafter.test", ...headers });
  return { method, header: (name: string) => all.get(name), trustProxy, siteOrigin };
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

  it("takes SITE_URL's origin as ours when a proxy forwards the host without its port (decision 080)", () => {
    const site = "https://www.grafter.test:8443";
    const portless = { host: "127.0.0.1:3001", "x-forwarded-host": "www.grafter.test" };
    expect(isCrossSite(request("POST", { ...portless, origin: site }, true))).toBe(true);
    expect(isCrossSite(request("POST", { ...portless, origin: site }, true, site))).toBe(false);
    expect(
      isCrossSite(
        request("POST", { ...portless, origin: "https://WWW.grafter.test:8443" }, true, site),
      ),
    ).toBe(false);
    // Another port, scheme or host of the same name is still another site.
    for (const other of [
      "https://www.grafter.test:9443",
      "http://www.grafter.test:8443",
      "https://evil.test:8443",
    ])
      expect(isCrossSite(request("POST", { ...portless, origin: other }, true, site)), other).toBe(
        true,
      );
    expect(
      isCrossSite(
        request("POST", { ...portless, origin: site, "sec-fetch-site": "cross-site" }, true, site),
      ),
    ).toBe(true);
  });

  it("ignores X-Forwarded-Host when TRUST_PROXY is off", () => {
    const forged = { "x-forwarded-host": "evil.test", origin: "https://evil.test" };
    expect(isCrossSite(request("POST", forged, false))).toBe(true);
    expect(isCrossSite(request("POST", forged, true))).toBe(false);
  });
});

describe("serverActionOrigins", () => {
  it("names SITE_URL's host with its port for Next's own Server Action check, nothing without it", () => {
    expect(serverActionOrigins({ SITE_URL: "https://www.grafter.test:8443/" })).toEqual([
      "www.grafter.test:8443",
    ]);
    expect(serverActionOrigins({ SITE_URL: "https://www.grafter.test" })).toEqual([
      "www.grafter.test",
    ]);
    expect(serverActionOrigins({ PORT: "3100" })).toEqual([]);
  });
});
