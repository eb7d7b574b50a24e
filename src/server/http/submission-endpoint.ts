import "server-only";

import { FILL_KEY_PATTERN } from "@/lib/validation/constants";

import { submissionContext } from "../submissions/context";
import type { SubmissionUseCase, SubmitResult } from "../submissions/submit";
import { assertSameOrigin, HttpError, readBody } from "./request";

const statusCodes: Record<SubmitResult["status"], number> = {
  ok: 201,
  invalid: 422,
  rate_limited: 429,
  throttled: 429,
  failed: 500,
};

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * A JSON client's Idempotency-Key (decision 059), when sent, must be one the use case keeps: a
 * malformed one would be ignored, and the client's retry stored twice without its knowing.
 */
function assertIdempotencyKey(request: Request) {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !FILL_KEY_PATTERN.test(key))
    throw new HttpError(400, "Idempotency-Key must be 16 to 100 letters, digits, _ or -.");
}

/** A plain HTML form post (form-encoded, asking for HTML), not a JSON client. */
function wantsHtml(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  return (
    type.startsWith("application/x-www-form-urlencoded") &&
    (request.headers.get("accept") ?? "").includes("text/html")
  );
}

/**
 * POST handler over a submission use case: body and Idempotency-Key checks, then
 * 201/400/403/413/415/422/429/500.
 * A plain HTML form post is answered with a redirect to `pages` when given, so a form needs no
 * JavaScript to show its outcome.
 */
export function submissionEndpoint(
  submit: SubmissionUseCase,
  options: { pages?: Record<SubmitResult["status"], string> } = {},
) {
  return async function POST(request: Request): Promise<Response> {
    let body: Record<string, unknown>;
    try {
      assertSameOrigin(request);
      assertIdempotencyKey(request);
      body = await readBody(request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return json(error.status, { status: "error", message: error.message });
    }
    const result = await submit(
      body,
      submissionContext(request.headers, (n) => body[n], "api"),
    );
    if (options.pages && wantsHtml(request)) {
      return new Response(null, {
        status: 303,
        headers: { location: options.pages[result.status] },
      });
    }
    return json(statusCodes[result.status], result);
  };
}
