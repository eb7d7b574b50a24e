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

/** The body as text, reading no more than `max` bytes whatever Content-Length claims. */
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
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
