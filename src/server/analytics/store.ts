import "server-only";

import { sql } from "drizzle-orm";

import type { Beacon, BeaconEvent, ConsentChoice } from "@/lib/analytics/wire";

import { type Database, getDatabase } from "../db";
import { jsonRowsInsert } from "../db/json-rows";
import { analyticsEvents, analyticsVisits, consentChoices } from "../db/schema";
import { GroupCommit } from "./group-commit";
import { classifyPath } from "./page-type";

type EventRow = typeof analyticsEvents.$inferInsert;
type VisitRow = typeof analyticsVisits.$inferInsert;

/** The rows one beacon stores: its events, and its visit if it carries a page view. */
export interface BeaconRows {
  events: EventRow[];
  visit: VisitRow | null;
}

function eventRow(visitId: string, event: BeaconEvent): EventRow {
  const { pageType, city } = classifyPath(event.path);
  const base = { visitId, kind: event.type, path: event.path, pageType, city };
  switch (event.type) {
    case "view":
      return {
        ...base,
        viewport: event.viewport,
        referrerHost: event.referrer?.toLowerCase() ?? null,
        utmSource: event.utm?.source ?? null,
        utmMedium: event.utm?.medium ?? null,
        utmCampaign: event.utm?.campaign ?? null,
        utmTerm: event.utm?.term ?? null,
        utmContent: event.utm?.content ?? null,
        firstInVisit: event.firstInVisit,
      };
    case "funnel":
      return { ...base, form: event.form, step: event.step };
    case "vitals":
      return {
        ...base,
        viewport: event.viewport,
        lcp: event.lcp ?? null,
        inp: event.inp ?? null,
        cls: event.cls ?? null,
        fcp: event.fcp ?? null,
        ttfb: event.ttfb ?? null,
      };
  }
}

/**
 * Shapes a validated beacon into rows: the page type and city come from the path here, never from
 * the browser. The first page view a beacon carries may open the visit (the first one stored
 * wins, so a visit's landing page is its first view to arrive).
 */
export function beaconRows(beacon: Beacon): BeaconRows {
  const events = beacon.events.map((event) => eventRow(beacon.visit, event));
  const view = events.find((row) => row.kind === "view");
  const visit: VisitRow | null = view
    ? {
        visitId: beacon.visit,
        landingPath: view.path,
        landingType: view.pageType,
        city: view.city,
        viewport: view.viewport!,
        referrerHost: view.referrerHost,
        utmSource: view.utmSource,
        utmCampaign: view.utmCampaign,
      }
    : null;
  return { events, visit };
}

const insertEvents = jsonRowsInsert(analyticsEvents);
const insertVisits = jsonRowsInsert(analyticsVisits);
const insertConsentChoices = jsonRowsInsert(consentChoices);

/** A batch of beacons in one statement (one round trip, atomic without BEGIN and COMMIT). */
export async function writeBeacons(db: Database, beacons: BeaconRows[]) {
  const events = beacons.flatMap((beacon) => beacon.events);
  // One visit row per id in a batch: the first view to arrive is the landing page.
  const visits = new Map<string, VisitRow>();
  for (const { visit } of beacons)
    if (visit && !visits.has(visit.visitId)) visits.set(visit.visitId, visit);
  await db.execute(
    sql`with events as (${insertEvents(events)}) ${insertVisits([...visits.values()])} on conflict do nothing`,
  );
}

export async function writeConsentChoices(db: Database, choices: ConsentChoice[]) {
  await db.execute(
    insertConsentChoices(
      choices.map((choice) => ({
        visitId: choice.visit,
        bannerVersion: choice.bannerVersion,
        action: choice.action,
        performance: choice.categories.performance,
        functionality: choice.categories.functionality,
        marketing: choice.categories.marketing,
      })),
    ),
  );
}

/**
 * Beacon writes start at least this far apart (decision 092): at 300 beacons a second about 40
 * statements of 7 or 8 beacons instead of up to 300 of one, each a commit PostgreSQL flushes beside
 * the sign-ups'. Each 202 still waits for its commit; nobody waits for a beacon's answer.
 */
const BEACON_WRITE_SPACING_MS = 25;

const batchersKey = Symbol.for("grafter.analytics-batchers");
type Batchers = { beacons: GroupCommit<BeaconRows>; consent: GroupCommit<ConsentChoice> };
type GlobalWithBatchers = typeof globalThis & { [batchersKey]?: Batchers };

/** One batcher of each kind per process (Next may load this module more than once). */
function batchers(): Batchers {
  const store = globalThis as GlobalWithBatchers;
  store[batchersKey] ??= {
    beacons: new GroupCommit(
      async (items) => writeBeacons((await getDatabase()).db, items),
      500,
      BEACON_WRITE_SPACING_MS,
    ),
    consent: new GroupCommit(async (items) => writeConsentChoices((await getDatabase()).db, items)),
  };
  return store[batchersKey];
}

/** Stores one beacon with whatever else arrived meanwhile; resolves once committed. */
export const storeBeacon = (beacon: Beacon) => batchers().beacons.add([beaconRows(beacon)]);

export const storeConsentChoice = (choice: ConsentChoice) => batchers().consent.add([choice]);
