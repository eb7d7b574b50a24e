import "server-only";

import type { z } from "zod";

import { MAX_BEACON_BYTES } from "@/lib/analytics/wire";

import { env } from "../env";
import { logger } from "../log";
import { looksLikeBot } from "../analytics/bots";
import { processGlobal } from "../process-global";
import { clientAddress, hashAddress } from "../submissions/client-address";
import { HourlyBudget } from "./hourly-budget";
import { assertSameOrigin, HttpError, readLimited } from "./request";

/**
 * Bodies one client (an IPv4 address or an IPv6 /64) may send each endpoint in an hour, per
 * instance: a visitor reading a page a minute sends a beacon or two per page.
 */
export const ANALYTICS_BODIES_PER_HOUR = 240;

/**
 * What one endpoint stores for one client in a clock hour, per instance (decision 084): records
 * (a beacon's events, or one consent choice) and the bytes of the bodies that carried them, per
 * address (an IPv4 address or an IPv6 /64: a household or an office) and per visit id. A body
 * that would pass any of them is refused whole with 429 and stores nothing.
 */
export interface StorageBounds {
  perAddress: { records: number; bytes: number };
  perVisit: { records: number; bytes: number };
}

/** The budgets of one endpoint in this process, whichever copy of this module or door uses them. */
interface Budgets {
  bodies: HourlyBudget;
  addressRecords: HourlyBudget;
  addressBytes: HourlyBudget;
  visitRecords: HourlyBudget;
  visitBytes: HourlyBudget;
}

/**
 * One set of budgets per endpoint and process, on globalThis: one hourly budget however many
 * copies of this module Next's bundles hold (the edge's own copy once gave `POST /api/./beacon`
 * a second one, 240 more bodies).
 */
function budgetsOf(what: string, bounds: StorageBounds): Budgets {
  return processGlobal<Budgets>(`analytics-budgets:${what}`).get(() => ({
    bodies: new HourlyBudget(ANALYTICS_BODIES_PER_HOUR),
    addressRecords: new HourlyBudget(bounds.perAddress.records),
    addressBytes: new HourlyBudget(bounds.perAddress.bytes),
    visitRecords: new HourlyBudget(bounds.perVisit.records),
    visitBytes: new HourlyBudget(bounds.perVisit.bytes),
  }));
}

/** Counts a body's records and bytes against its address's and visit's budgets, if all fit. */
function admit(budgets: Budgets, address: string, visit: string, records: number, bytes: number) {
  const fits =
    budgets.addressRecords.allows(address, records) &&
    budgets.addressBytes.allows(address, bytes) &&
    budgets.visitRecords.allows(visit, records) &&
    budgets.visitBytes.allows(visit, bytes);
  if (!fits) return false;
  budgets.addressRecords.take(address, records);
  budgets.addressBytes.take(address, bytes);
  budgets.visitRecords.take(visit, records);
  budgets.visitBytes.take(visit, bytes);
  return true;
}

/** JSON from fetch, or text/plain from navigator.sendBeacon (which cannot send JSON cross-free). */
const bodyTypes = new Set(["application/json", "text/plain"]);

const answer = (status: number, message?: string) =>
  message
    ? Response.json(
        { status: "error", message },
        { status, headers: { "cache-control": "no-store" } },
      )
    : new Response(null, { status, headers: { "cache-control": "no-store" } });

async function readPayload(request: Request): Promise<{ payload: unknown; bytes: number }> {
  assertSameOrigin(request);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!bodyTypes.has(type))
    throw new HttpError(415, "Send the body as application/json or text/plain");
  const text = await readLimited(request, MAX_BEACON_BYTES);
  try {
    return { payload: JSON.parse(text), bytes: Buffer.byteLength(text) };
  } catch {
    throw new HttpError(400, "The body is not valid JSON");
  }
}

const tooMany = () => answer(429, "Too many requests from this address. Please try again later.");

/**
 * POST handler for the beacon and the consent record (decision 024). Refusals are 4xx: 429 over
 * a client's hourly budget of bodies, or over its address's or visit's bounds on what is stored
 * (decision 084), 403
 * cross-site, 415 another type, 413 over MAX_BEACON_BYTES, 400 not JSON, 422 not the schema.
 * Accepted bodies are answered 202 once their batch has committed. Never a 5xx: a bot's body is
 * answered 204 and not stored, and so is one that could not be stored (database down), because a
 * visitor's browser can do nothing with an error and a lost beacon costs only a figure.
 */
export function analyticsEndpoint<S extends z.ZodType<{ visit: string }>>(
  schema: S,
  store: (data: z.infer<S>) => Promise<void>,
  what: string,
  bounds: StorageBounds,
  records: (data: z.infer<S>) => number = () => 1,
) {
  return async function POST(request: Request): Promise<Response> {
    const config = env();
    const budgets = budgetsOf(what, bounds);
    // IP_RATE_LIMIT_PER_HOUR=0 turns every per-client limit off (tests, benches: one address).
    const client =
      config.IP_RATE_LIMIT_PER_HOUR === 0
        ? null
        : hashAddress(clientAddress(request.headers, config.TRUST_PROXY));
    if (client !== null && !budgets.bodies.take(client)) return tooMany();
    let data: z.infer<S>;
    let bytes: number;
    try {
      const read = await readPayload(request);
      const parsed = schema.safeParse(read.payload);
      if (!parsed.success) return answer(422, `The body is not a valid ${what}`);
      data = parsed.data;
      bytes = read.bytes;
    } catch (error) {
      if (error instanceof HttpError) return answer(error.status, error.message);
      return answer(400, "The body could not be read");
    }
    if (looksLikeBot((name) => request.headers.get(name))) return answer(204);
    if (client !== null && !admit(budgets, client, data.visit, records(data), bytes)) {
      return tooMany();
    }
    try {
      await store(data);
      return answer(202);
    } catch (error) {
      logger().warn({ err: error }, `${what} not stored`);
      return answer(204);
    }
  };
}
