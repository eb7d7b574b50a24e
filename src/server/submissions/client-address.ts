import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "../db";
import { appSettings } from "../db/schema";

/**
 * The client's address from the request headers. The edge server (src/server/edge/client-address.ts)
 * appends the socket's address to x-forwarded-for, so by default the last entry is used, one no
 * client can invent; the first only when TRUST_PROXY says a proxy in front wrote it.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const parts = forwarded
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const chosen = trustProxy ? parts[0] : parts[parts.length - 1];
    if (chosen) return chosen;
  }
  return headers.get("x-real-ip")?.trim() || null;
}

const saltCache = new WeakMap<Database, Promise<string>>();

/** One random salt per database, created on first use and shared by every instance. */
function ipSalt(db: Database): Promise<string> {
  let salt = saltCache.get(db);
  if (!salt) {
    salt = (async () => {
      await db
        .insert(appSettings)
        .values({ key: "ip_hash_salt", value: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "ip_hash_salt"));
      if (!row) throw new Error("ip_hash_salt missing after insert");
      return row.value;
    })();
    salt.catch(() => saltCache.delete(db));
    saltCache.set(db, salt);
  }
  return salt;
}

/** Salted SHA-256 of the address: enough to throttle and spot abuse, never the address itself. */
export async function hashAddress(db: Database, address: string | null): Promise<string | null> {
  if (!address) return null;
  const salt = await ipSalt(db);
  return createHash("sha256").update(`${salt}:${address}`).digest("base64url").slice(0, 32);
}
