import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { config, proxy } from "./proxy";

// src/proxy.ts as a deployment behind the deploy/ recipe runs it: SITE_URL on https at a port
// other than 443, TRUST_PROXY on.
const SITE = "https://www.grafter.test:8443";

beforeEach(() => {
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("TRUST_PROXY", "true");
});
afterEach(() => vi.unstubAllEnvs());

/** A request as it reaches the proxy on an instance at 127.0.0.1:3001. */
const at = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://127.0.0.1:3001${path}`, init);

describe("src/proxy.ts behind a TLS proxy", () => {
  it("serves Next's own fetch of an image original, whose X-Forwarded-Proto Next fills in as http", async () => {
    // The image optimizer asks for /images/... over the process's plain socket with no headers of
    // its own; Next adds X-Forwarded-Proto: http. A 308 here made every /_next/image a 500.
    const original = at("/images/portal-dashboard.png", {
      headers: { "x-forwarded-proto": "http", "x-forwarded-host": "127.0.0.1:3001" },
    });
    const response = await proxy(original);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("takes a form posted from SITE_URL even when the proxy's X-Forwarded-Host lacks the port", async () => {
    const post = async (origin: string) =>
      (
        await proxy(
          at("/signup", {
            method: "POST",
            headers: {
              origin,
              "sec-fetch-site": "same-origin",
              "x-forwarded-proto": "https",
              "x-forwarded-host": "www.grafter.test",
            },
          }),
        )
      ).status;
    expect(await post(SITE)).toBe(200);
    expect(await post("https://evil.test:8443")).toBe(403);
    expect(await post("https://www.grafter.test:9443")).toBe(403);
  });
});

describe("where src/proxy.ts runs", () => {
  it("runs for every path but the beacon's, whose handler refuses what the proxy would", async () => {
    const { unstable_doesMiddlewareMatch: runs } = await import("next/experimental/testing/server");
    const at = (path: string) => runs({ config, url: `http://127.0.0.1:3001${path}` });
    expect(at("/api/beacon")).toBe(false);
    expect(at("/api/beacon?x=1")).toBe(false);
    for (const path of [
      "/",
      "/signup",
      "/api/waitlist",
      "/api/consent",
      "/api/beacons",
      "/api/beacon/",
      "/api/beacon/x",
      "/api/beacon.json",
      "/admin/api/login",
      "/_next/static/chunks/main.js",
    ])
      expect(at(path), path).toBe(true);
  });
});
