import "server-only";

import { beaconSchema } from "@/lib/analytics/wire";

import { storeBeacon } from "../analytics/store";
import { analyticsEndpoint } from "./analytics-endpoint";

/**
 * POST /api/beacon, answered by its route file and, under `npm start`, by the edge server
 * directly (decision 031): the same handler either way.
 */
export const beaconPost = analyticsEndpoint(beaconSchema, storeBeacon, "beacon");
