import { describe, expect, it } from "vitest";

import { contentSecurityPolicy } from "../http/policy";
import { hashPolicy } from "./script-policy";

describe("hashPolicy", () => {
  it("writes the policy of a hash list for http and for https, each its own", () => {
    const hashes = ["'sha256-one'", "'sha256-two'"];
    const http = hashPolicy(hashes, false);
    const https = hashPolicy(hashes, true);
    expect(http).toBe(contentSecurityPolicy({ scriptSources: hashes, https: false }));
    expect(https).toBe(contentSecurityPolicy({ scriptSources: hashes, https: true }));
    // Asked again in the other order: a remembered policy never answers for the other scheme.
    expect(hashPolicy(hashes, true)).toBe(https);
    expect(hashPolicy(hashes, false)).toBe(http);
  });

  it("gives another page version, with other hashes, its own policy", () => {
    const first = hashPolicy(["'sha256-one'"], false);
    const second = hashPolicy(["'sha256-three'"], false);
    expect(first).toContain("'sha256-one'");
    expect(second).toContain("'sha256-three'");
    expect(second).not.toContain("'sha256-one'");
  });
});
