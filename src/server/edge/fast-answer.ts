// Answers a request with a handler registered in fast-routes.ts, as Next.js would have: the same
// WHATWG Request in, the Response written out with the headers next.config.ts and src/proxy.ts
// give every response (decision 031).
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import type { FetchHandler } from "./fast-routes";
import { HSTS, staticSecurityHeaders } from "./policy";

const SECURITY_HEADERS: OutgoingHttpHeaders = Object.fromEntries(
  staticSecurityHeaders().map(({ key, value }) => [key.toLowerCase(), value]),
);

/**
 * The request's body as a web stream. Not `Readable.toWeb`: a handler that stops reading (a body
 * over its limit) cancels the stream, and toWeb's cancel destroys the request and with it the
 * connection, so the client's next request on it failed with ECONNRESET. Here a cancel
 * only stops listening; the rest of the body is read and dropped, and answerFast closes the
 * connection after its answer.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let onData: ((chunk: Buffer) => void) | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onData = (chunk) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      req.on("data", onData);
      req.once("end", () => controller.close());
      req.once("error", (error) => controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      if (onData) req.off("data", onData);
      req.resume();
    },
  });
}

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
    ...(hasBody ? { body: bodyStream(req), duplex: "half" } : {}),
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
  // Answered before the body was read to its end (a 413): the client may still be sending it, so
  // the connection is closed after the answer rather than kept for a next request.
  if (!req.complete) headers.connection = "close";
  const body = Buffer.from(await response.arrayBuffer());
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
