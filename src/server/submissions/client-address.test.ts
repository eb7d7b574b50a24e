import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { resetEnvForTests } from "../env";
import { derivedKey, resetSecretForTests } from "../secrets";
import { addressGroup, hashAddress } from "./client-address";

// The key of the IP hash lives outside the database, so a dump alone cannot
// be used to reverse the hashes by trying every IPv4 address.
describe("hashAddress", () => {
  let dataDir: string;
  const saved = { ...process.env };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "grafter-secret-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.SITE_SECRET;
    resetEnvForTests();
    resetSecretForTests();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
    resetSecretForTests();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is an HMAC-SHA256 keyed by the site secret, with no database involved", () => {
    const hash = hashAddress("203.0.113.7");
    const expected = createHmac("sha256", derivedKey("ip-hash"))
      .update("203.0.113.7")
      .digest("base64url")
      .slice(0, 32);
    expect(hash).toBe(expected);
    expect(hashAddress("203.0.113.7")).toBe(hash);
    expect(hashAddress("203.0.113.8")).not.toBe(hash);
    // One /64 is one client: its addresses cannot each start the throttle afresh.
    expect(hashAddress("2001:db8:1:2::1")).toBe(hashAddress("2001:db8:1:2:ffff::9"));
    expect(hashAddress("2001:db8:1:3::1")).not.toBe(hashAddress("2001:db8:1:2::1"));
    expect(hashAddress(null)).toBeNull();
  });

  it("generates the secret into DATA_DIR with owner-only permissions", () => {
    hashAddress("203.0.113.7");
    const mode = statSync(path.join(dataDir, "site-secret")).mode & 0o777;
    expect(mode.toString(8)).toBe("600");
  });

  it("changes with SITE_SECRET, so another deployment's hashes do not match ours", () => {
    const generated = hashAddress("203.0.113.7");
    process.env.SITE_SECRET = "x".repeat(40);
    resetEnvForTests();
    resetSecretForTests();
    const configured = hashAddress("203.0.113.7");
    expect(configured).not.toBe(generated);
    process.env.SITE_SECRET = "y".repeat(40);
    resetEnvForTests();
    resetSecretForTests();
    expect(hashAddress("203.0.113.7")).not.toBe(configured);
  });
});

describe("addressGroup", () => {
  it("counts an IPv6 address by its /64, and an IPv4 address by itself", () => {
    const groups = {
      "2001:db8:1:2:aaaa::1": "2001:db8:1:2::/64",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff": "2001:db8:1:2::/64",
      "2001:db8::1": "2001:db8:0:0::/64",
      "fe80::1%eth0": "fe80:0:0:0::/64",
      "::1": "0:0:0:0::/64",
      "64:ff9b:1:2::203.0.113.7": "64:ff9b:1:2::/64",
      "203.0.113.7": "203.0.113.7",
      "::ffff:203.0.113.7": "203.0.113.7",
      "not an address": "not an address",
    };
    for (const [address, group] of Object.entries(groups)) {
      expect(addressGroup(address), address).toBe(group);
    }
  });
});
