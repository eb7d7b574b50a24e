import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  withSecureFlag,
} from "./security-headers.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script once, in page order", () => {
    const html = `<head><script>a()</script><script id="_R_" async>b()</script></head>
      <body><script>a()</script><script type="module">c()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("c()")]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/_next/static/chunks/x.js" async=""></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes what the browser hashes: line breaks normalised to LF", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([sha("a()\nb()\nc()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy) =>
    new Map(
      policy.split(";").map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it("allows scripts only from our origin and by hash, never inline or eval", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: [sha("a()")] }));
    expect(policy.get("script-src")).toEqual(["'self'", sha("a()")]);
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
});

describe("baseSecurityHeaders", () => {
  it("sends HSTS for a year, with subdomains, over https only", () => {
    expect(baseSecurityHeaders({ https: true })["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(baseSecurityHeaders({ https: false })).not.toHaveProperty("strict-transport-security");
  });
});

describe("withSecureFlag", () => {
  it("adds Secure to cookies that lack it, once", () => {
    expect(withSecureFlag(["a=1; HttpOnly; SameSite=Lax", "b=2; Secure; HttpOnly"])).toEqual([
      "a=1; HttpOnly; SameSite=Lax; Secure",
      "b=2; Secure; HttpOnly",
    ]);
    expect(withSecureFlag("c=3; Path=/; secure")).toEqual(["c=3; Path=/; secure"]);
  });
});
