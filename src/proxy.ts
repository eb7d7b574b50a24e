// Request rules that need no page (decisions 017, 092): 405 for methods no route serves, 413 for a
// page's body over its limit, the 403 for state-changing requests another site makes, and a
// per-request nonce for pages rendered per request, with HSTS over https. Static headers are
// next.config.ts's; the script hashes of prerendered pages and the http -> https redirect behind
// a TLS proxy are the edge server's (src/server/edge). No redirect here:
// this also runs for Next's own internal requests (the image optimizer fetching an original),
// whose X-Forwarded-Proto Next fills in as "http" (decision 080).
import { type NextRequest, NextResponse } from "next/server";

import { CROSS_SITE_MESSAGE, isCrossSite } from "@/server/http/cross-site";
import {
  BAD_ADDRESS,
  declaresMore,
  hasBadEncoding,
  isPagePath,
  NOT_A_FORM,
  PAGE_BODY_LIMIT,
  type Refusal,
  refuseActionHeader,
  refuseFormFields,
  refuseMethod,
  TOO_LARGE,
} from "@/server/http/page-requests";
import { contentSecurityPolicy, HSTS, nonceSource } from "@/server/http/policy";
import { edgeSettings } from "@/server/http/settings";

/** Pages rendered per request in production: the admin console (everything else is prerendered). */
const PER_REQUEST = /^\/admin(\/|$)/;

function newNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function refuse({ status, message, allow }: Refusal) {
  return new NextResponse(`${message}\n`, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...(allow && { allow }),
    },
  });
}

/**
 * True when a page's body is over its limit: declared so, or, sent without a length, counted as
 * it is read here (Next keeps what the proxy reads for the page). Reading stops past the limit;
 * the clone is left as it is, not cancelled: cancelling it left the answer unsent. Next reads the
 * rest of the body and drops it (past its proxyClientMaxBodySize), so the connection serves the
 * client's next request.
 */
async function tooLarge(request: NextRequest): Promise<boolean> {
  if (declaresMore(request.headers.get("content-length"), PAGE_BODY_LIMIT)) return true;
  if (request.headers.get("content-length") !== null || !request.body) return false;
  const reader = request.clone().body!.getReader();
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.length;
    if (size > PAGE_BODY_LIMIT) return true;
  }
  return false;
}

/**
 * A post to a page is a Server Action or nothing: with scripts it names the action in its
 * Next-Action header, without them in a multipart field (src/server/http/page-requests.ts). Only
 * a multipart post without the header has its body read here (a form posted without scripts).
 */
async function refusePagePost(request: NextRequest): Promise<Refusal | null> {
  const nextAction = request.headers.get("next-action");
  if (nextAction !== null) return refuseActionHeader(nextAction);
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) return null;
  try {
    return refuseFormFields((await request.clone().formData()).entries());
  } catch {
    return NOT_A_FORM;
  }
}

export async function proxy(request: NextRequest) {
  // Bad input is answered before Next reads it: Next answers these with a 500.
  const { pathname: path } = request.nextUrl;
  const wrongMethod = refuseMethod(request.method, path);
  if (wrongMethod) return refuse(wrongMethod);
  // Next's own hashed files: nothing else here applies to them.
  if (path.startsWith("/_next/static/")) return NextResponse.next();
  if (isPagePath(path)) {
    if (hasBadEncoding(path)) return refuse(BAD_ADDRESS);
    if (request.method === "POST" && (await tooLarge(request))) return refuse(TOO_LARGE);
    const refusal = request.method === "POST" ? await refusePagePost(request) : null;
    if (refusal) return refuse(refusal);
  }
  const settings = edgeSettings();
  const trustProxy = settings.trustProxy;
  // Next.js fills X-Forwarded-Proto in when no proxy sent one: only TRUST_PROXY makes it news.
  const proto = trustProxy
    ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
    : undefined;
  if (
    isCrossSite({
      method: request.method,
      header: (name) => request.headers.get(name),
      trustProxy,
      siteOrigin: settings.siteOriginIsSet ? settings.siteOrigin : null,
    })
  ) {
    return NextResponse.json(
      { status: "error", message: CROSS_SITE_MESSAGE },
      { status: 403, headers: { "cache-control": "no-store" } },
    );
  }
  const https = settings.siteIsHttps || (trustProxy && proto === "https");
  // In development every page renders per request, so every page gets a nonce there.
  const perRequest = settings.development || PER_REQUEST.test(request.nextUrl.pathname);
  let response: NextResponse;
  if (perRequest) {
    // Next.js reads the nonce from the request's policy while rendering and puts it on every
    // script it writes; an inline script injected into the page has none.
    const policy = contentSecurityPolicy({
      scriptSources: [nonceSource(newNonce())],
      https,
      development: settings.development,
    });
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    response = NextResponse.next({ request: { headers } });
    response.headers.set("content-security-policy", policy);
  } else {
    response = NextResponse.next();
  }
  if (https) response.headers.set("strict-transport-security", HSTS);
  return response;
}

// Every path but the beacon's, Next's hashed build files included (a method other than a read of
// one is refused here too; they pass on above with the static headers of next.config.ts). The
// beacon needs nothing here: its handler refuses cross-site posts and other methods itself, and
// running this for it cost a fifth of its CPU (decision 092).
export const config = { matcher: ["/((?!api/beacon$).*)"] };
