import "server-only";

import { logger } from "../log";
import { tokenShape } from "../token-shape";
import { assertSameOrigin, HttpError, readBody } from "./request";

/**
 * Links in e-mails never act when opened: mail scanners open them (GET and HEAD). A GET is sent
 * on to a page that shows one button; only its POST acts (decision 016). The token comes in the
 * posted body, or in the query for RFC 8058 one-click unsubscribes, which mail clients POST to
 * the List-Unsubscribe URL itself.
 */
export interface TokenAction<Outcome extends string> {
  /** The page a GET of the old link is sent to, with the token, to show the button. */
  page: string;
  /** Acts; `details` are added to a JSON client's answer (the founder place, say). */
  apply(token: string): Promise<Outcome | { outcome: Outcome; details: Record<string, unknown> }>;
  /** Where a browser lands after the POST, for each outcome (JSON clients get the outcome). */
  landing(outcome: Outcome, token: string): string;
  /** Outcomes that mean "no such link". */
  notFound: Outcome[];
}

const noStore = { "cache-control": "no-store" };

export function tokenPageRedirect(action: { page: string }) {
  return function GET(request: Request): Response {
    const token = tokenShape(new URL(request.url).searchParams.get("token")) ?? "";
    const location = token ? `${action.page}?token=${encodeURIComponent(token)}` : action.page;
    return new Response(null, { status: 303, headers: { location, ...noStore } });
  };
}

export function tokenPost<Outcome extends string>(action: TokenAction<Outcome>) {
  return async function POST(request: Request): Promise<Response> {
    let token: string | null;
    try {
      assertSameOrigin(request);
      const type = request.headers.get("content-type") ?? "";
      const body = type ? await readBody(request) : {};
      token = tokenShape(body.token ?? new URL(request.url).searchParams.get("token"));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return Response.json({ status: "error", message: error.message }, { status: error.status });
    }
    let outcome: Outcome | null = null;
    let details: Record<string, unknown> = {};
    if (token) {
      try {
        const result = await action.apply(token);
        if (typeof result === "string") outcome = result;
        else ({ outcome, details } = result);
      } catch (error) {
        logger().error({ err: error }, "token action failed");
        return Response.json(
          { status: "error", message: "Something went wrong. Please try again later." },
          { status: 500, headers: noStore },
        );
      }
    }
    const status = outcome === null || action.notFound.includes(outcome) ? 404 : 200;
    if ((request.headers.get("accept") ?? "").includes("text/html")) {
      return new Response(null, {
        status: 303,
        headers: {
          location: action.landing(outcome ?? action.notFound[0]!, token ?? ""),
          ...noStore,
        },
      });
    }
    return Response.json(
      { status: outcome ?? action.notFound[0], ...details },
      { status, headers: noStore },
    );
  };
}
