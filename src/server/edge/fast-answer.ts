// Answers a request with a handler registered in fast-routes.ts, as Next.js would have: the same
// WHATWG Request in, the Response written out with the headers next.config.ts and src/proxy.ts
// give every response (decision 031).
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import { Readable } from "node:stream";

import type { FetchHandler } from "./fast-routes";
import { HSTS, staticSecurityHeaders } from "./policy";

const SECURITY_HEADERS: OutgoingHttpHeaders = Object.fromEntries(
  staticSecurityHeaders().map(({ key, value }) => [key.toLowerCase(), value]),
);

/**
 * The Request a handler sees. Its URL's origin is a placeholder: the handlers registered read the
 * path and headers (Origin, Host, Sec-Fetch-Site), never the origin of request.url.
 */
export function toRequest(req: IncomingMessage, target: string, headers: IncomingHttpHeaders) {
  const fields = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) fields.append(name, one);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(target, "http://localhost"), {
    method,
    headers: fields,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

export async function answerFast(
  req: IncomingMessage,
  res: ServerResponse,
  handler: FetchHandler,
  request: Request,
  https: boolean,
) {
  const response = await handler(request);
  const headers: OutgoingHttpHeaders = { ...SECURITY_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (https) headers["strict-transport-security"] = HSTS;
  const body = Buffer.from(await response.arrayBuffer());
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
