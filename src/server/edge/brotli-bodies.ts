// Brotli for what never changes under one ETag: prerendered pages and the build's scripts and
// styles. Next.js compresses with gzip only, on every request. Brotli's window spans a whole page,
// so the stylesheet Next writes three times into each page (decision 030) is paid for about once:
// the landing page's HTML is 48.5 KB in gzip and 22.7 KB in brotli. Each body is compressed once,
// off the main thread, and kept; until it is ready, Next's gzip is sent as before. Decision 035.
import type { IncomingHttpHeaders } from "node:http";
import { brotliCompress, constants } from "node:zlib";

import { single } from "./script-policy";

/**
 * True when the client takes `br` (RFC 9110, 12.5.3): named with a weight above 0, or covered by
 * `*` with a weight above 0 and not refused by name.
 */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  let named: boolean | undefined;
  let any = false;
  for (const item of header.split(",")) {
    const [coding = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith("q="));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === "br") named = accepted;
    else if (coding === "*") any = accepted;
  }
  return named ?? any;
}

const COMPRESSIBLE = /^(text\/html|text\/css|(application|text)\/javascript|image\/svg\+xml)\b/i;

/** Bodies smaller than this are sent as Next sends them: brotli would save a few bytes at most. */
export const SMALLEST = 1024;
/** Larger bodies are never kept: one entry may not crowd out the rest. */
const LARGEST = 4 * 1024 * 1024;

/**
 * The key a complete 200 answer is kept under, or undefined when it is not one to keep: it must
 * carry an ETag (the same ETag, the same bytes), be text of a kind brotli shrinks, answer a GET or
 * HEAD for the whole body, and not already be in brotli.
 */
export function brotliKey(
  method: string | undefined,
  pathname: string,
  requestHeaders: IncomingHttpHeaders,
  status: number,
  answerHeaders: IncomingHttpHeaders,
): string | undefined {
  if (status !== 200 || (method !== "GET" && method !== "HEAD")) return undefined;
  if (requestHeaders.range !== undefined || answerHeaders["content-range"] !== undefined)
    return undefined;
  const etag = single(answerHeaders.etag);
  if (!etag || !COMPRESSIBLE.test(single(answerHeaders["content-type"]) ?? "")) return undefined;
  const coding = single(answerHeaders["content-encoding"])?.trim().toLowerCase();
  if (coding && coding !== "gzip" && coding !== "identity") return undefined;
  return bodyKey(pathname, etag);
}

/**
 * The path a body is kept under: dot segments resolved and percent-encoding decoded (all but the
 * reserved characters, so `%2F` stays apart from `/`), as Next.js resolves the path it answers.
 * Keyed on the raw path, each spelling of one page (`/locations/%6ceeds`, `/locations/./leeds`)
 * cost a compression and its memory: 1,500 spellings took 26.6 s of CPU and 81 MB.
 */
export function storedPath(pathname: string): string {
  try {
    return decodeURI(new URL(`http://edge${pathname}`).pathname);
  } catch {
    return pathname;
  }
}

/** A weak ETag (Next's build files: size and time) is only unique with its path. */
export const bodyKey = (pathname: string, etag: string) => `${pathname} ${etag}`;

/** Bytes waiting their turn beyond this are not queued: a later request asks again. */
const MOST_WAITING = 64 * 1024 * 1024;
/** Keys remembered as not worth compressing, so their bodies are relayed, never read again. */
const MOST_REFUSED = 1000;

/**
 * Brotli bodies by key. They are compressed one at a time in zlib's thread pool: Node's pool has
 * four threads, and Next's own gzip and file reads need them, so brotli never holds more than one.
 * Quality 10 is within 2% of 11's size at a third of its time (`/`: 22.7 KB in 144 ms against
 * 22.2 KB in 369 ms). The oldest go first once `budget` bytes are held.
 */
export class BrotliBodies {
  private readonly ready = new Map<string, Buffer>();
  private readonly pending = new Set<string>();
  private readonly refused = new Set<string>();
  private readonly waiting: { key: string; body: Buffer; done?: () => void }[] = [];
  private running = false;
  private held = 0;
  private queued = 0;

  constructor(
    private readonly budget = 64 * 1024 * 1024,
    private readonly quality = 10,
  ) {}

  get(key: string): Buffer | undefined {
    return this.ready.get(key);
  }

  /** True when `key` is not kept, not waiting and not refused: its body is wanted. */
  wants(key: string): boolean {
    return !this.ready.has(key) && !this.pending.has(key) && !this.refused.has(key);
  }

  /** How many compressions run now: never more than one. */
  get compressing(): number {
    return this.running ? 1 : 0;
  }

  /** Queues `body` (decoded) to be compressed for `key`; `done` is for tests. */
  prepare(key: string, body: Buffer, done?: () => void) {
    if (body.length < SMALLEST || body.length > LARGEST) this.refuse(key);
    if (!this.wants(key) || this.queued + body.length > MOST_WAITING) {
      done?.();
      return;
    }
    this.pending.add(key);
    this.waiting.push({ key, body, done });
    this.queued += body.length;
    this.next();
  }

  private next() {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.queued -= job.body.length;
    this.running = true;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: this.quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: job.body.length,
    };
    brotliCompress(job.body, { params }, (error, compressed) => {
      this.running = false;
      this.pending.delete(job.key);
      // A failed compression leaves gzip in place; the next request tries again.
      if (!error && compressed.length < job.body.length) this.keep(job.key, compressed);
      else if (!error) this.refuse(job.key);
      job.done?.();
      this.next();
    });
  }

  private refuse(key: string) {
    if (this.refused.size >= MOST_REFUSED) {
      const oldest = this.refused.values().next().value;
      if (oldest !== undefined) this.refused.delete(oldest);
    }
    this.refused.add(key);
  }

  private keep(key: string, compressed: Buffer) {
    this.ready.set(key, compressed);
    this.held += compressed.length;
    for (const [oldest, buffer] of this.ready) {
      if (this.held <= this.budget) break;
      this.ready.delete(oldest);
      this.held -= buffer.length;
    }
  }
}

/** `vary` with Accept-Encoding in it, as every answer that may be compressed must say. */
export function varyOnEncoding(vary: string | string[] | number | undefined): string {
  const value = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}
