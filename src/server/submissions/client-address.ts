import "server-only";

import { createHmac } from "node:crypto";

import { addressGroup } from "../address-group";
import { derivedKey } from "../secrets";

export { addressGroup };

/**
 * The client's address from the request headers. The edge server (src/server/edge/request-rules.ts)
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

/**
 * HMAC-SHA256 of the address under a key derived from the site secret (secrets.ts), which lives
 * outside the database: enough to throttle and spot abuse, never the address itself, and a
 * database dump alone cannot be reversed by hashing every IPv4 address.
 */
export function hashAddress(address: string | null): string | null {
  if (!address) return null;
  return createHmac("sha256", derivedKey("ip-hash"))
    .update(addressGroup(address))
    .digest("base64url")
    .slice(0, 32);
}
