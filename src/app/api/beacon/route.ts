// POST /api/beacon: page views, funnel steps and speed from visitors who allowed performance.
import { beaconSchema } from "@/lib/analytics/wire";
import { analyticsEndpoint } from "@/server/http/analytics-endpoint";
import { storeBeacon } from "@/server/analytics/store";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: analyticsEndpoint(beaconSchema, storeBeacon, "beacon"),
});
