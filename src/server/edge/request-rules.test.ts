import { describe, expect, it } from "vitest";

import { originFormTarget } from "./request-rules";

describe("originFormTarget", () => {
  it("keeps an origin-form target as it is, even one that looks like a network path", () => {
    expect(originFormTarget("/admin?x=1", "grafter.test")).toBe("/admin?x=1");
    expect(originFormTarget("//evil.test/admin", "grafter.test")).toBe("//evil.test/admin");
  });

  it("reduces an absolute-form target naming our host to its path", () => {
    expect(originFormTarget("http://grafter.test/admin?x=1", "grafter.test")).toBe("/admin?x=1");
    expect(originFormTarget("http://GRAFTER.test:8080/", "grafter.test:8080")).toBe("/");
  });

  it("refuses an absolute-form target naming another host, or none", () => {
    expect(originFormTarget("http://evil.test/admin", "grafter.test")).toBeNull();
    expect(originFormTarget("http://evil.test/admin", undefined)).toBeNull();
    expect(originFormTarget("ftp://grafter.test/", "grafter.test")).toBeNull();
    expect(originFormTarget("*", "grafter.test")).toBeNull();
    expect(originFormTarget("", "grafter.test")).toBeNull();
  });
});
