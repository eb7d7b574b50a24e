import "server-only";

import { type NextRequest, NextResponse } from "next/server";

import { assertSameOrigin, HttpError, readBody } from "../http/request";
import { sessionFromRequest } from "./session";

/** 303 See Other: after a form post, the browser loads the next page with GET. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: { location, "cache-control": "no-store" },
  });
}

export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Wraps every admin route handler: a change (POST) must come from our own pages (403 otherwise),
 * and nothing runs without a session (401), whatever the handler forgets.
 */
export function adminRoute<Context>(
  options: { change: boolean },
  handler: (request: NextRequest, context: Context) => Promise<Response>,
) {
  return async (request: NextRequest, context: Context): Promise<Response> => {
    try {
      if (options.change) assertSameOrigin(request);
    } catch (error) {
      if (error instanceof HttpError) return plainText(error.status, error.message);
      throw error;
    }
    if (!(await sessionFromRequest(request))) {
      return plainText(
        401,
        "Your session has ended or was never started: sign in at /admin/login.",
      );
    }
    return handler(request, context);
  };
}

/** The posted form as strings; malformed or oversized bodies become the matching 4xx. */
export async function readForm(
  request: Request,
): Promise<{ ok: true; form: Record<string, string> } | { ok: false; response: Response }> {
  try {
    const body = await readBody(request);
    const form: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === "string") form[key] = value;
      else if (typeof value === "number") form[key] = String(value);
    }
    return { ok: true, form };
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, response: plainText(error.status, error.message) };
    throw error;
  }
}
