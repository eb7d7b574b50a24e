import "server-only";

import type { z } from "zod";

import { MAX_BEACON_BYTES } from "@/lib/analytics/wire";

import { env } from "../env";
import { logger } from "../log";
import { looksLikeBot } from "../analytics/bots";
import { clientAddress, hashAddress } from "../submissions/client-address";
import { HourlyBudget } from "./hourly-budget";
import { assertSameOrigin, HttpError, readLimited } from "./request";

/**
 * Bodies one client (an IPv4 address or an IPv6 /64) may send each endpoint in an hour, per
 * instance: a visitor reading a page a minute sends a beacon or two per page.
 */
export const ANALYTICS_BODIES_PER_HOUR = 240;

/** JSON from fetch, or text/plain from navigator.sendBeacon (which cannot send JSON cross-free). */
const bodyTypes = new Set(["application/json", "text/plain"]);

const answer = (status: number, message?: string) =>
  message
    ? Response.json(
        { status: "error", message },
        { status, headers: { "cache-control": "no-store" } },
      )
    : new Response(null, { status, headers: { "cache-control": "no-store" } });

async function readPayload(request: Request): Promise<unknown> {
  assertSameOrigin(request);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!bodyTypes.has(type))
    throw new HttpError(415, "Send the body as application/json or text/plain");
  const text = await readLimited(request, MAX_BEACON_BYTES);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The body is not valid JSON");
  }
}

/**
 * POST handler for the beacon and the consent record (decision 024). Refusals are 4xx: 429 over
 * a client's hourly budget, 403
 * cross-site, 415 another type, 413 over MAX_BEACON_BYTES, 400 not JSON, 422 not the schema.
 * Accepted bodies are answered 202 once their batch has committed. Never a 5xx: a bot's body is
 * answered 204 and not stored, and so is one that could not be stored (database down), because a
 * visitor's browser can do nothing with an error and a lost beacon costs only a figure.
 */
export function analyticsEndpoint<S extends z.ZodType>(
  schema: S,
  store: (data: z.infer<S>) => Promise<void>,
  what: string,
) {
  const budget = new HourlyBudget(ANALYTICS_BODIES_PER_HOUR);
  return async function POST(request: Request): Promise<Response> {
    const config = env();
    // IP_RATE_LIMIT_PER_HOUR=0 turns every per-client limit off (tests, benches: one address).
    const client =
      config.IP_RATE_LIMIT_PER_HOUR === 0
        ? null
        : hashAddress(clientAddress(request.headers, config.TRUST_PROXY));
    if (client !== null && !budget.take(client)) {
      return answer(429, "Too many requests from this address. Please try again later.");
    }
    let data: z.infer<S>;
    try {
      const parsed = schema.safeParse(await readPayload(request));
      if (!parsed.success) return answer(422, `The body is not a valid ${what}`);
      data = parsed.data;
    } catch (error) {
      if (error instanceof HttpError) return answer(error.status, error.message);
      return answer(400, "The body could not be read");
    }
    if (looksLikeBot((name) => request.headers.get(name))) return answer(204);
    try {
      await store(data);
      return answer(202);
    } catch (error) {
      logger().warn({ err: error }, `${what} not stored`);
      return answer(204);
    }
  };
}
