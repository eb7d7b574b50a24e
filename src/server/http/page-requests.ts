// What src/proxy.ts refuses before Next.js reads a request: shapes Next answers with a 500 and a
// stack trace in the log, or with a log line that quotes what the client sent, and methods no
// route of ours serves. Plain functions over the method, path and headers; the proxy reads a body
// only when it must. The same under `next dev`, `next start` and `npm start` (decision 092).

/** A refusal: its status, the words of its plain-text answer and, for a 405, its Allow. */
export interface Refusal {
  status: 400 | 405 | 413;
  message: string;
  allow?: string;
}

/**
 * The largest body a page takes: Next's limit for a Server Action (`serverActions.bodySizeLimit`),
 * which Next enforces with a 500 rather than a 413.
 */
export const PAGE_BODY_LIMIT = 1024 * 1024;
export const TOO_LARGE: Refusal = { status: 413, message: "Content too large" };

/**
 * A file: the build's (/_next/static) or one from public/ (a name with an extension, outside the
 * API and the console). Only ever read: Next answers another method on one by rendering a /405
 * page the App Router does not have, a 500.
 */
export const isFile = (pathname: string) =>
  pathname.startsWith("/_next/static/") ||
  (!/^\/(api|admin)\//.test(pathname) && /\.[A-Za-z0-9]+$/.test(pathname));

/** The methods some route of ours serves; each route handler answers the rest of these itself. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

/** 405 with Allow for a method no route serves, and for anything but a read of a file. */
export function refuseMethod(method: string, pathname: string): Refusal | null {
  if (method !== "GET" && method !== "HEAD" && isFile(pathname))
    return { status: 405, message: "Method not allowed", allow: "GET, HEAD" };
  if (!KNOWN_METHODS.has(method))
    return { status: 405, message: "Method not allowed", allow: "GET, HEAD, POST" };
  return null;
}

/** True when a declared Content-Length is over `limit`. */
export const declaresMore = (contentLength: string | null, limit: number) =>
  contentLength !== null && Number(contentLength) > limit;

const BAD_ADDRESS: Refusal = { status: 400, message: "Bad request: the address is not valid" };
const NOT_A_FORM: Refusal = { status: 400, message: "Bad request: not a form of this site" };

/**
 * True when the path's percent-encoding does not decode (`%ff`, `%zz`, a lone `%`): Next.js
 * decodes a dynamic route's parameters and answers a failure with a 500.
 */
export function hasBadEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** A page: not the API and not Next's own files (the edge and route handlers answer those). */
export const isPagePath = (pathname: string) => !/^\/(api|_next)(\/|$)/.test(pathname);

/** Next.js's Server Action id: a byte of flags and a SHA-1, 42 hexadecimal digits. */
export const isActionId = (id: string) => /^[0-9a-f]{42}$/.test(id);

/**
 * A Server Action posted with scripts names its action in the Next-Action header; Next quotes a
 * header that names none of ours in its log ("Failed to find Server Action ..."), so only the
 * shape of one of its ids goes through.
 */
export function refuseActionHeader(nextAction: string | null): Refusal | null {
  return nextAction === null || isActionId(nextAction) ? null : NOT_A_FORM;
}

/**
 * A multipart post without the header is a form post without scripts. It must name an action by
 * a field (`$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with its descriptor `$ACTION_<n>:0` holding
 * `{"id":"<id>",...}`, what React writes for a form bound to useActionState), each id of Next's
 * shape, or it is no form of this site: Next answers it with a 400 and a stack in the log.
 */
export function refuseFormFields(fields: Iterable<[string, unknown]>): Refusal | null {
  let action = false;
  for (const [name, value] of fields) {
    if (!name.startsWith("$ACTION_")) continue;
    if (name.startsWith("$ACTION_ID_")) {
      if (!isActionId(name.slice("$ACTION_ID_".length))) return NOT_A_FORM;
      action = true;
    } else if (name.startsWith("$ACTION_REF_")) {
      action = true;
    } else if (/^\$ACTION_\d+:0$/.test(name)) {
      if (typeof value !== "string" || !/^\{"id":"[0-9a-f]{42}"/.test(value)) return NOT_A_FORM;
    }
  }
  return action ? null : NOT_A_FORM;
}

export { BAD_ADDRESS, NOT_A_FORM };
