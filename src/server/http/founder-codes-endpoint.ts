import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import { getDatabase } from "../db";
import { env } from "../env";
import { parseCode } from "../founders/code-format";
import { redeemFounderCode } from "../founders/redeem";
import { logger } from "../log";
import { HttpError, readLimited } from "./request";

/** A redeem request is two short strings: anything bigger is not one. */
const MAX_BODY_BYTES = 4096;

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

const refusal = (status: number, error: string, message: string, extra: object = {}) =>
  json(
    status,
    { error, message, ...extra },
    status === 401 ? { "www-authenticate": "Bearer" } : {},
  );

/**
 * The body docs/api/founder-codes.openapi.json describes. `redeemer` is the caller's id for the
 * account the code opens: the same redeemer may ask again and get the same answer.
 */
export const redeemBodySchema = z
  .object({
    code: z.string().min(1).max(64),
    redeemer: z
      .string()
      .regex(/^[A-Za-z0-9._:@-]{1,100}$/, "must be 1 to 100 letters, digits, or . _ : @ -"),
  })
  .strict();

export type RedeemBodyCheck =
  | { ok: true; chars: string; redeemer: string }
  | { ok: false; issues: { field: string; message: string }[] };

/** Checks a parsed JSON body: the shape, then that the code is shaped like a founder code. */
export function checkRedeemBody(body: unknown): RedeemBodyCheck {
  const parsed = redeemBodySchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        field:
          issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : ""),
        message: issue.message,
      })),
    };
  }
  const chars = parseCode(parsed.data.code);
  if (!chars) {
    return {
      ok: false,
      issues: [{ field: "code", message: "is not a founder code (GRAF- and 28 characters)" }],
    };
  }
  return { ok: true, chars, redeemer: parsed.data.redeemer };
}

/** Compares the bearer key in constant time: digests of equal length, whatever was sent. */
export function bearerMatches(header: string | null, key: string): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? "");
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(key)) && match !== null;
}

async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, "Send the body as application/json.");
  const text = await readLimited(request, MAX_BODY_BYTES);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The body is not valid JSON.");
  }
}

const httpErrors: Record<number, string> = {
  400: "bad_json",
  413: "body_too_large",
  415: "unsupported_media_type",
};

/**
 * POST /api/founder-codes/redeem (decision 088): the product redeems a founder code with the
 * bearer key FOUNDER_API_KEY. 503 while the key is unset; 401 before anything else is read.
 */
export async function redeemFounderCodeEndpoint(request: Request): Promise<Response> {
  const key = env().FOUNDER_API_KEY;
  if (!key) {
    return refusal(
      503,
      "not_configured",
      "The founder code API is off: FOUNDER_API_KEY is not set.",
    );
  }
  if (!bearerMatches(request.headers.get("authorization"), key)) {
    return refusal(401, "unauthorized", "Send Authorization: Bearer with the founder API key.");
  }
  let body: unknown;
  try {
    body = await readJson(request);
  } catch (error) {
    if (error instanceof HttpError) {
      return refusal(error.status, httpErrors[error.status] ?? "bad_request", error.message);
    }
    throw error;
  }
  const checked = checkRedeemBody(body);
  if (!checked.ok) {
    return refusal(422, "invalid_body", "The body does not match the description.", {
      issues: checked.issues,
    });
  }
  const { db } = await getDatabase();
  const outcome = await redeemFounderCode(db, checked.chars, checked.redeemer);
  // The outcome only: never the code, the redeemer or the company.
  logger().info({ outcome: outcome.status }, "founder code redeem");
  switch (outcome.status) {
    case "redeemed":
      return json(200, outcome.answer);
    case "unknown":
      return refusal(404, "unknown_code", "No founder code matches.");
    case "expired":
      return refusal(410, "expired_code", "This founder code has expired.");
    case "taken":
      return refusal(409, "already_redeemed", "This founder code was redeemed by another account.");
  }
}
