import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { resetEnvForTests } from "../env";
import { derivedKey, resetSecretForTests } from "../secrets";
import { hashAddress } from "./client-address";

// Issue 15, finding 5: the key of the IP hash lives outside the database, so a dump alone cannot
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
