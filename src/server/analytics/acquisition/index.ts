import "server-only";

import type { AcquisitionRange } from "@/lib/analytics/acquisition";

import { getDatabase } from "../../db";
import { readRolledBefore } from "../rollup";
import { type ConsentShare, readConsentShare } from "./consent";
import {
  type ConversionDimension,
  type ConversionRow,
  type PageSignups,
  readConversions,
  readTopSignupPages,
} from "./conversions";
import { readTrafficPerDay, type TrafficDay } from "./traffic";
import { readVitals, type VitalsRow, vitalsWindows } from "./vitals";

export { vitalsWindows } from "./vitals";
export type {
  ConsentShare,
  ConversionDimension,
  ConversionRow,
  PageSignups,
  TrafficDay,
  VitalsRow,
};

export interface Acquisition {
  days: AcquisitionRange;
  traffic: TrafficDay[];
  conversions: Record<ConversionDimension, ConversionRow[]>;
  topPages: PageSignups[];
  vitals: { days: (typeof vitalsWindows)[number]; rows: VitalsRow[] }[];
  consent: ConsentShare;
}

/** Everything the Acquisition section shows, one query per table on screen. */
export async function getAcquisition(days: AcquisitionRange): Promise<Acquisition> {
  const { db } = await getDatabase();
  const read = { db, days, rolled: await readRolledBefore(db) };
  const [traffic, landing, city, source, viewport, topPages, consent, ...vitals] =
    await Promise.all([
      readTrafficPerDay(read),
      readConversions(read, "landing"),
      readConversions(read, "city"),
      readConversions(read, "source"),
      readConversions(read, "viewport"),
      readTopSignupPages(read),
      readConsentShare(read),
      ...vitalsWindows.map((window) => readVitals(db, window)),
    ]);
  return {
    days,
    traffic,
    conversions: { landing, city, source, viewport },
    topPages,
    vitals: vitalsWindows.map((window, index) => ({ days: window, rows: vitals[index]! })),
    consent,
  };
}
