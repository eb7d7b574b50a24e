import "server-only";

import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";

import { derivedKey } from "../secrets";

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

/**
 * Who one address stands for: an IPv4 address itself (written inside IPv6 too), an IPv6 address
 * its /64, the least any one home, phone or server is given. Counting each IPv6 address apart let
 * a holder of one /64 make its 2^64 addresses each a fresh client for the throttles and the
 * console's lockout (session 54).
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.split("::");
  // A trailing dotted IPv4 part fills the last two groups.
  const groups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
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
