import "server-only";

import { beaconSchema } from "@/lib/analytics/wire";

import { storeBeacon } from "../analytics/store";
import { analyticsEndpoint, type StorageBounds } from "./analytics-endpoint";

/**
 * What one client may store through the beacon in an hour, per instance (decision 084). A visitor
 * reading a page a minute sends about three events a page (its view, its speed, a form step),
 * some 180 events and 40 KB an hour; an address may be several such visitors (an office, a
 * household). One address's maximum-size bodies stored 3,840 events, about 4 MB, an hour.
 */
export const BEACON_BOUNDS: StorageBounds = {
  perAddress: { records: 2_400, bytes: 512 * 1024 },
  perVisit: { records: 300, bytes: 64 * 1024 },
};

/** POST /api/beacon, answered by its route file like any endpoint (decision 092). */
export const beaconPost = analyticsEndpoint(
  beaconSchema,
  storeBeacon,
  "beacon",
  BEACON_BOUNDS,
  (beacon) => beacon.events.length,
);
