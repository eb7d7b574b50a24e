import "server-only";

import { randomUUID } from "node:crypto";

import { ATTRIBUTION_FIELD } from "@/lib/analytics/wire";

import { readBotSignals } from "../submissions/form-data";
import type { SubmissionContext, SubmitResult } from "../submissions/submit";
import { assertSameOrigin, HttpError, readBody } from "./request";

const statusCodes: Record<SubmitResult["status"], number> = {
  ok: 201,
  invalid: 422,
  rate_limited: 429,
  throttled: 429,
  failed: 500,
};

function wantsHtml(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  return (
    type.startsWith("application/x-www-form-urlencoded") &&
    (request.headers.get("accept") ?? "").includes("text/html")
  );
}

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * POST handler over a submission use case: body checks, then 201/400/403/413/415/422/429/500.
 * A plain HTML form post (form-encoded, asking for HTML) is answered with a redirect to `pages`
 * when given, so a form needs no JavaScript to show its outcome.
 */
export function submissionEndpoint(
  submit: (raw: unknown, context: SubmissionContext) => Promise<SubmitResult>,
  options: { pages?: Record<SubmitResult["status"], string> } = {},
) {
  return async function POST(request: Request): Promise<Response> {
    let body: Record<string, unknown>;
    try {
      assertSameOrigin(request);
      body = await readBody(request);
    } catch (error) {
      if (error instanceof HttpError)
        return json(error.status, { status: "error", message: error.message });
      throw error;
    }
    const result = await submit(body, {
      headers: request.headers,
      source: typeof body.source === "string" ? body.source : "api",
      requestId: request.headers.get("x-request-id") ?? randomUUID(),
      ...readBotSignals((name) => body[name]),
      attribution: body[ATTRIBUTION_FIELD],
    });
    if (options.pages && wantsHtml(request)) {
      return new Response(null, {
        status: 303,
        headers: { location: options.pages[result.status] },
      });
    }
    return json(statusCodes[result.status], result);
  };
}
