import { describe, expect, it } from "vitest";

import { readSiteConfig } from "@/lib/site-config";
import { parseEnv } from "@/server/env";

import { edgeSettings } from "./settings";

describe("the edge's settings", () => {
  it("read TRUST_PROXY as the parsed environment does", () => {
    for (const value of ["true", "false", "1", "0", undefined]) {
      expect(edgeSettings({ TRUST_PROXY: value }).trustProxy, String(value)).toBe(
        parseEnv({ TRUST_PROXY: value }).TRUST_PROXY,
      );
    }
  });

  it("take the origin the pages link to, https only when SITE_URL says so", () => {
    const source = { SITE_URL: "https://www.grafter.test/path", PORT: "3100" };
    expect(edgeSettings(source)).toMatchObject({
      siteOrigin: readSiteConfig(source).siteUrl,
      siteOriginIsSet: true,
      siteIsHttps: true,
    });
    expect(edgeSettings({ PORT: "3100" })).toMatchObject({
      siteOrigin: "http://localhost:3100",
      siteOriginIsSet: false,
      siteIsHttps: false,
    });
  });
});
