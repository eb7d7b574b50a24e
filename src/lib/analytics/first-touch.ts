import { browserStorage } from "@/content/browser-storage";

import { readJson, removeItem, writeJson } from "../browser-storage";
import { isFresh } from "../expiry";
import { pageSource, readVisit } from "./visit";
import type { Attribution } from "./wire";

export type FirstTouch = NonNullable<Attribution["firstTouch"]>;

const { area, key, days } = browserStorage.firstTouch;

/** The first source kept under marketing consent, or null once it is older than its lifetime. */
export function readFirstTouch(now: number = Date.now()): FirstTouch | null {
  const touch = readJson<FirstTouch>(area, key);
  if (touch && isFresh(touch.firstSeen, days, now)) return touch;
  if (touch) removeItem(area, key);
  return null;
}

/**
 * Keeps the first source ever seen (marketing consent): where this visit started when it is
 * counted (performance), otherwise this page and its referrer. Never replaced until it expires.
 */
export function captureFirstTouch(now: Date = new Date()) {
  if (readFirstTouch(now.getTime())) return;
  const { landing, referrer, utm } = readVisit() ?? pageSource();
  const touch: FirstTouch = { referrer, utm, landing, firstSeen: now.toISOString().slice(0, 10) };
  writeJson(area, key, touch);
}
