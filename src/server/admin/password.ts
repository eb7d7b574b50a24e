import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a typed password with the configured one in constant time. Both are hashed first, so
 * the buffers always have the same length and neither the length nor the first differing
 * character shows in the timing.
 */
export function passwordMatches(candidate: string, expected: string): boolean {
  const typed = createHash("sha256").update(candidate, "utf8").digest();
  const wanted = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(typed, wanted);
}
