// No imports but Node's: the edge server (compiled apart, scripts/edge-compile.mjs) uses it too.
import { isIPv6 } from "node:net";

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
