import "server-only";

import { MAX_BODY_BYTES } from "@/lib/validation/constants";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Refuses requests another site makes on a visitor's behalf: a browser marks them with
 * Sec-Fetch-Site or an Origin that is not ours. Programmatic clients send neither and pass.
 */
export function assertSameOrigin(request: Request) {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && !["same-origin", "none"].includes(fetchSite)) {
    throw new HttpError(403, "Cross-site requests are not allowed");
  }
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new HttpError(403, "Cross-site requests are not allowed");
    }
    if (originHost !== host) throw new HttpError(403, "Cross-site requests are not allowed");
  } else if (origin === "null") {
    throw new HttpError(403, "Cross-site requests are not allowed");
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
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readLimited(request);
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

const tooLarge = () => new HttpError(413, `The body is larger than ${MAX_BODY_BYTES / 1024} KB`);

async function readLimited(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
