import "server-only";

import { createHash } from "node:crypto";

/**
 * What names one submission across sends (decision 059): the form, the browser's key for the fill
 * and the fields as validated. The same fill sent again after a lost answer has the same key; the
 * same fill edited before it is sent again, or a new fill, has another. Without the browser's key
 * (no JavaScript, a JSON client without Idempotency-Key) there is none: every send is new, as the
 * specification's rate limit counts them.
 */
export function replayKey(
  form: string,
  fillKey: string | null | undefined,
  fields: unknown,
): string | null {
  if (!fillKey) return null;
  return createHash("sha256")
    .update(JSON.stringify([form, fillKey, fields]))
    .digest("base64url");
}
