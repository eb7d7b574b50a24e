// What src/proxy.ts refuses before Next.js reads a request for a page: shapes Next answers with a
// 500 and a stack trace in the log, or with a log line that quotes what the client sent. Plain
// functions over the path and headers; the proxy reads a body only when it must.

/** A refusal: its status and the words of its plain-text answer. */
export interface Refusal {
  status: 400 | 413;
  message: string;
}

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
