import "server-only";

import { randomUUID } from "node:crypto";

import { ATTRIBUTION_FIELD } from "@/lib/analytics/wire";
import {
  FILL_KEY_FIELD,
  FILL_KEY_PATTERN,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  SENT_FIELD,
  STARTED_FIELD,
} from "@/lib/validation/constants";

/**
 * A request id as a proxy makes one (nginx's $request_id, 32 hex digits, or a UUID). Anything
 * else in X-Request-Id is a client's free text, which would reach every log line of the request:
 * an address, a phone number or 6 KB of padding (seen in an attack). It gets a new id instead.
 */
const REQUEST_ID = /^(?:[0-9a-f]{32}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/i;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What a use case knows about the request besides the fields. */
export interface SubmissionContext {
  headers?: Headers | null;
  /** The page (and plan) the form was opened from. */
  source?: string;
  /** Value of the honeypot field; anything but empty marks a bot. */
  honeypot?: string | null;
  /** When the browser first showed the form (ms since epoch, its own clock), if it said. */
  startedAt?: number | null;
  /** When the browser sent it, by the same clock, if it said. */
  sentAt?: number | null;
  requestId?: string;
  /** The sign-up's source (ATTRIBUTION_FIELD) as sent; analytics/attribution.ts parses or drops it. */
  attribution?: unknown;
  /** The browser's key for this fill of the form (FILL_KEY_FIELD or Idempotency-Key), if valid. */
  fillKey?: string | null;
  /**
   * The page's own form, posted by the browser before its scripts ran or without them: the fill
   * key's field came empty, as the server's HTML has it (decision 073).
   */
  postedWithoutScripts?: boolean;
}

/**
 * The one context builder the Server Actions and the JSON endpoints share: the request id (the
 * proxy's, or a new one), the anti-bot fields every form carries (DESIGN.md, "Anti-spam"), the
 * page the form says it came from and the fill's key (decisions 059, 073). `read` gives a posted
 * value by name, from FormData or a body.
 */
export function submissionContext(
  headers: Headers,
  read: (name: string) => unknown,
  defaultSource = "",
): SubmissionContext {
  const source = read("source");
  const honeypot = read(HONEYPOT_FIELD);
  const moment = (name: string) => {
    const value = Number(read(name));
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  const postedKey = read(FILL_KEY_FIELD);
  const fillKey = postedKey ?? headers.get("idempotency-key");
  return {
    headers,
    source: typeof source === "string" ? source : defaultSource,
    requestId: requestIdFrom(headers),
    honeypot: typeof honeypot === "string" ? honeypot : null,
    startedAt: moment(STARTED_FIELD),
    sentAt: moment(SENT_FIELD),
    attribution: read(ATTRIBUTION_FIELD),
    fillKey: typeof fillKey === "string" && FILL_KEY_PATTERN.test(fillKey) ? fillKey : null,
    postedWithoutScripts: postedKey === "",
  };
}

/**
 * The honeypot was filled, or the form was sent sooner than a person could type it. The fill time
 * is measured on the browser's clock when it gave both moments: a visitor's clock minutes fast
 * (set so on purpose, or drifted) made a two-minute fill look like none against the server's.
 */
export function looksAutomated(
  signals: Pick<SubmissionContext, "honeypot" | "startedAt" | "sentAt">,
  minimumMs = MIN_FILL_MS,
): boolean {
  if (signals.honeypot && signals.honeypot.trim() !== "") return true;
  const started = signals.startedAt;
  if (typeof started !== "number" || !Number.isFinite(started)) return false;
  return (signals.sentAt ?? Date.now()) - started < minimumMs;
}
