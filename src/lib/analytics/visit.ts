import { browserStorage } from "@/content/browser-storage";

import { readJson, writeJson } from "../browser-storage";
import { randomId } from "./random-id";
import { referrerHost, sitePath, utmFrom } from "./visit-source";
import type { Utm } from "./wire-constants";

/**
 * One tab's visit, kept in sessionStorage (performance consent only) so it ends with the tab: a
 * random id, where the visit started and came from, and the paths seen so far.
 */
export interface Visit {
  id: string;
  landing: string;
  referrer?: string;
  utm?: Utm;
  seen: string[];
}

const { area, key } = browserStorage.visit;

export function readVisit(): Visit | null {
  const visit = readJson<Visit>(area, key);
  return visit && typeof visit.id === "string" && Array.isArray(visit.seen) ? visit : null;
}

export function saveVisit(visit: Visit): void {
  writeJson(area, key, visit);
}

/**
 * The visit, started now if there is none: its landing page and source are this page's, which is
 * also right when consent is given mid-visit (the page the visitor is on is the first one counted).
 */
export function ensureVisit(): Visit {
  const existing = readVisit();
  if (existing) return existing;
  const visit: Visit = { id: randomId(), ...pageSource(), seen: [] };
  saveVisit(visit);
  return visit;
}

export type Source = Pick<Visit, "landing" | "referrer" | "utm">;

/** Where this page came from: its path, the referring site's host, the link's UTM tags. */
export function pageSource(): Source {
  return {
    landing: sitePath(location.pathname),
    referrer: referrerHost(document.referrer, location.hostname),
    utm: utmFrom(location.search),
  };
}
