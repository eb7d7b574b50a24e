// Answers a request with a handler registered in fast-routes.ts, as Next.js would have: the same
// WHATWG Request in, the Response written out with the headers next.config.ts and src/proxy.ts
// give every response (decision 031).
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import { dropRest } from "./drop-rest";
import type { FetchHandler } from "./fast-routes";
import { HSTS, staticSecurityHeaders } from "./policy";

const SECURITY_HEADERS: OutgoingHttpHeaders = Object.fromEntries(
  staticSecurityHeaders().map(({ key, value }) => [key.toLowerCase(), value]),
);

/**
 * The request's body as a web stream. Not `Readable.toWeb`: a handler that stops reading (a body
 * over its limit) cancels the stream, and toWeb's cancel destroys the request and with it the
 * connection, so the client's next request on it failed with ECONNRESET. Here a cancel
 * only stops listening; answerFast reads the rest of the body and drops it (drop-rest.ts).
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const onData = (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      const onEnd = () => controller.close();
      const onError = (error: Error) => controller.error(error);
      req.on("data", onData);
      req.once("end", onEnd);
      req.once("error", onError);
      stop = () => {
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("error", onError);
      };
    },
    pull() {
      req.resume();
    },
    cancel() {
      stop();
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
  const body = Buffer.from(await response.arrayBuffer());
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  if (req.complete) return;
  // A handler that refused the body by its declared length never read it: its stream lets go too.
  if (request.body && !request.body.locked) await request.body.cancel();
  dropRest(req);
}
