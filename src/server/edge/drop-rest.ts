import type { IncomingMessage } from "node:http";

/** How much of a refused body is read and dropped before the connection is cut, as nginx's lingering close does. */
export const DROP_LIMIT = 8 * 1024 * 1024;

/**
 * After an answer given before the request's body was read to its end (a 413): the rest is read
 * and dropped. Closing a socket with unread data sends a reset, which a client still sending the
 * body can meet before it reads the answer (a CI run met one as a failed request instead of 413);
 * read to its end, the body leaves the connection ready for the client's next request. A body that
 * goes on past DROP_LIMIT is cut.
 */
export function dropRest(req: IncomingMessage) {
  if (req.complete) return;
  let dropped = 0;
  const count = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= DROP_LIMIT) return;
    req.off("data", count);
    req.socket.destroy();
  };
  req.on("data", count);
  req.resume();
}
