import "server-only";

import { siteUrl, siteUrlIsSet } from "@/lib/site-config";
import { MAX_BODY_BYTES } from "@/lib/validation/constants";

import { CROSS_SITE_MESSAGE, isCrossSite } from "./cross-site";
import { env } from "../env";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Refuses requests another site makes on a visitor's behalf, by the same rule src/proxy.ts applies
 * to every request (src/server/http/cross-site.ts); X-Forwarded-Host counts only with TRUST_PROXY.
 */
export function assertSameOrigin(request: Request, trustProxy = env().TRUST_PROXY) {
  const header = (name: string) => request.headers.get(name);
  const siteOrigin = siteUrlIsSet ? siteUrl : null;
  if (isCrossSite({ method: request.method, header, trustProxy, siteOrigin })) {
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  }
}

/** The body as a plain object, from JSON or a form post, refusing anything over 32 KB. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    throw new HttpError(
      415,
      "Send the body as application/json or application/x-www-form-urlencoded",
    );
  }
  const text = await readLimited(request, MAX_BODY_BYTES);
  if (type === "application/x-www-form-urlencoded") {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The body is not valid JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new HttpError(400, "The body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

const tooLarge = (max = MAX_BODY_BYTES) =>
  new HttpError(413, `The body is larger than ${max / 1024} KB`);

/** Reads what is left of a refused body and drops it. */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing is left to drop.
  }
}

/**
 * The body as text, keeping no more than `max` bytes whatever Content-Length claims. Past `max`
 * the rest is read and dropped, not cancelled: where Next streams the body from the socket (the
 * beacon, which src/proxy.ts does not read first), a cancel closes the connection, and with it
 * whatever the client sends next on it.
 */
export async function readLimited(request: Request, max: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void dropRest(reader);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
