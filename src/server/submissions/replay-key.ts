import "server-only";

import { createHash } from "node:crypto";

import type { SubmissionContext } from "./context";

/** How long a fill the browser sent without its scripts is taken for the same (decision 073). */
export const REPLAY_MINUTES_WITHOUT_SCRIPTS = 30;

/** What names one submission across sends, and for how long (null: the rate limit's window). */
export interface Replay {
  key: string;
  minutes: number | null;
}

const hash = (parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64url");

/**
 * What names one submission across sends (decision 059): the form, the browser's key for the fill
 * and the fields as validated. The same fill sent again after a lost answer has the same key; the
 * same fill edited before it is sent again, or a new fill, has another.
 *
 * A form the browser posted before or without its scripts has no key of its own, and a page served
 * from the cache cannot give each visitor one: it is named by its fields alone, for half an hour,
 * long enough for a post sent again after its answer was lost and short enough that the same
 * answers sent later to get a new e-mail still count (decision 073). A JSON client without
 * Idempotency-Key has none: every send is new, as the specification's rate limit counts them.
 */
export function replayOf(
  form: string,
  context: Pick<SubmissionContext, "fillKey" | "postedWithoutScripts">,
  fields: unknown,
): Replay | null {
  if (context.fillKey) return { key: hash([form, context.fillKey, fields]), minutes: null };
  if (context.postedWithoutScripts)
    return { key: hash([form, null, fields]), minutes: REPLAY_MINUTES_WITHOUT_SCRIPTS };
  return null;
}
