import { describe, expect, it } from "vitest";

import {
  buildFileHeaders,
  contentSecurityPolicy,
  hasNonce,
  nonceSource,
  staticSecurityHeaders,
} from "./policy";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe("contentSecurityPolicy", () => {
  it("allows scripts only from our origin and by hash or nonce, never inline or eval", () => {
    const policy = directives(contentSecurityPolicy({ scriptSources: ["'sha256-abc='"] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
  });

  it("asks for https sub-resources only when served over https", () => {
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: false })).not.toContain("upgrade-insecure-requests");
  });

  it("adds 'unsafe-eval' in development only, and never 'unsafe-inline' to scripts", () => {
    const development = directives(contentSecurityPolicy({ development: true }));
    expect(development.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives(contentSecurityPolicy()).get("script-src")).toEqual(["'self'"]);
  });

  it("tells a nonce policy from a hash policy", () => {
    expect(hasNonce(contentSecurityPolicy({ scriptSources: [nonceSource("abc")] }))).toBe(true);
    expect(hasNonce(contentSecurityPolicy({ scriptSources: ["'sha256-abc='"] }))).toBe(false);
    expect(hasNonce(undefined)).toBe(false);
  });
});

describe("staticSecurityHeaders", () => {
  it("sends the hash-free policy and the other hardening headers", () => {
    const headers = new Map(staticSecurityHeaders().map(({ key, value }) => [key, value]));
    expect(headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy());
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toMatch(/camera=\(\).*geolocation=\(\)/);
    // Every document, not only the personal pages (decision 083 supersedes 067).
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });
});

describe("buildFileHeaders", () => {
  it("keeps what acts on a subresource and leaves out the document-only headers", () => {
    const names = buildFileHeaders().map((header) => header.key.toLowerCase());
    expect(names).toEqual(["x-content-type-options", "cross-origin-resource-policy"]);
    expect(names).not.toContain("content-security-policy");
  });
});
