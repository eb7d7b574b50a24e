// A prerendered page's script hashes in its policy, on Next's own response. Headers are held only
// while Next writes a page whose hashes are not known yet (the first request per ETag): the body is
// read whole, hashed, sent on unchanged. Next's gzip wraps these methods after us, so stays on top.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import { hasNonce } from "../http/policy";
import { hashPolicy, needsScriptHashes, type ScriptHashCache } from "./script-policy";

type Loose = (...args: unknown[]) => unknown;
const CSP = "content-security-policy";

export function holdPageForPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  cache: ScriptHashCache,
  https: boolean,
): void {
  // A HEAD is rendered as its GET, so its headers, policy included, are the GET's: Node read the
  // method when it made the response and still sends no body.
  if (req.method === "HEAD") req.method = "GET";
  const [writeHead, write, end] = [res.writeHead, res.write, res.end] as [Loose, Loose, Loose];
  const flushHeaders = res.flushHeaders;
  let decided = false;
  let held: number | null = null;
  const chunks: Buffer[] = [];
  const header = (name: string) => res.getHeader(name)?.toString();

  res.writeHead = function (status: number, ...rest: unknown[]) {
    if (held !== null) return res;
    if (decided) return writeHead.call(res, status, ...rest) as ServerResponse;
    const headers = rest.find((arg) => typeof arg === "object") as OutgoingHttpHeaders | undefined;
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    const known = cache.get(header("etag"));
    if (status === 304) {
      // A 304 refreshes the stored page's headers: its own policy, or none, never the hash-free one.
      if (known) res.setHeader(CSP, hashPolicy(known, https));
      else if (!hasNonce(header(CSP))) res.removeHeader(CSP);
    } else if (needsScriptHashes(status, header("content-type") ?? "", header(CSP) ?? "")) {
      if (!known) return ((held = status), res);
      res.setHeader(CSP, hashPolicy(known, https));
    }
    decided = true;
    return writeHead.call(res, status) as ServerResponse;
  } as ServerResponse["writeHead"];

  const decide = () => decided || held !== null || res.writeHead(res.statusCode);
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const text = typeof encoding === "string" ? (encoding as BufferEncoding) : undefined;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, text));
  };

  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (held === null) return write.call(res, chunk, encoding, callback) as boolean;
    hold(chunk, encoding);
    const done = [encoding, callback].find((arg) => typeof arg === "function") as Loose;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse["write"];

  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (held === null) return end.call(res, chunk, encoding, callback) as ServerResponse;
    hold(chunk, encoding);
    const body = Buffer.concat(chunks);
    try {
      const hashes = cache.hashesOf(header("etag"), body, header("content-encoding"));
      res.setHeader(CSP, hashPolicy(hashes, https));
    } catch (error) {
      // A body the edge cannot read keeps the hash-free policy: its inline scripts are blocked.
      console.error(`edge: no script hashes for a page (${(error as Error).name})`);
    }
    const status = held;
    [decided, held] = [true, null];
    writeHead.call(res, status);
    return end.call(
      res,
      body,
      [chunk, encoding, callback].find((a) => typeof a === "function"),
    );
  } as ServerResponse["end"];

  // A streamed page flushes its headers first: held ones go out with the body.
  res.flushHeaders = () => void (decide() && held === null && flushHeaders.call(res));
}
