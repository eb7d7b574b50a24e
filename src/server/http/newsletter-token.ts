import "server-only";

import { confirmSubscription, type TokenOutcome, unsubscribe } from "../submissions/newsletter";

const pages: Record<TokenOutcome, string> = {
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  invalid: "/newsletter/invalid",
};

/** GET from the e-mail link: a browser is sent to a page saying what happened; JSON clients get JSON. */
export function tokenEndpoint(apply: (token: string) => Promise<TokenOutcome>) {
  return async function handler(request: Request): Promise<Response> {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    let outcome: TokenOutcome;
    try {
      outcome = await apply(token.slice(0, 200));
    } catch {
      return Response.json(
        { status: "error", message: "Something went wrong. Please try again later." },
        { status: 500 },
      );
    }
    const status = outcome === "invalid" ? 404 : 200;
    if ((request.headers.get("accept") ?? "").includes("application/json")) {
      return Response.json(
        { status: outcome },
        { status, headers: { "cache-control": "no-store" } },
      );
    }
    return new Response(null, {
      status: 303,
      headers: { location: pages[outcome], "cache-control": "no-store" },
    });
  };
}

export const confirmEndpoint = tokenEndpoint(confirmSubscription);
export const unsubscribeEndpoint = tokenEndpoint(unsubscribe);
