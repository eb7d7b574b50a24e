// POST /api/beacon: page views, funnel steps and speed from visitors who allowed performance.
import { beaconPost } from "@/server/http/beacon-endpoint";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: beaconPost });
