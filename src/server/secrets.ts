import "server-only";

import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "./env";
import { processGlobal } from "./process-global";

/**
 * The site's master secret, kept outside the database so that a dump alone recovers nothing it
 * protects (IP hashes, personal links, confirmation tokens). `SITE_SECRET` when set (every
 * instance of a deployment must share it); otherwise generated once into `DATA_DIR/site-secret`
 * with owner-only permissions.
 */
const secret = processGlobal<Buffer>("site-secret");

function readOrCreate(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": two processes starting at once cannot both write; the loser reads the winner's.
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

function masterSecret(): Buffer {
  return secret.get(() => {
    const configured = env().SITE_SECRET;
    return configured
      ? Buffer.from(configured, "utf8")
      : readOrCreate(path.resolve(env().DATA_DIR, "site-secret"));
  });
}

/** A key for one purpose, so a leak of one derived key says nothing about another. */
export function derivedKey(purpose: string): Buffer {
  return createHmac("sha256", masterSecret()).update(`grafter:${purpose}`).digest();
}

/** For tests that change SITE_SECRET or DATA_DIR between cases. */
export function resetSecretForTests() {
  secret.set(undefined);
}
