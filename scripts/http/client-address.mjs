/**
 * Appends the socket's own address to X-Forwarded-For, so the last entry is always one no client
 * can invent. The app (src/server/submissions/client-address.ts) uses that last entry for its
 * throttle and the admin lockout, and the first one only when TRUST_PROXY says a proxy in front
 * wrote it.
 */
export function appendSocketAddress(req) {
  const remote = req.socket?.remoteAddress ?? "";
  if (!remote) return;
  const existing = req.headers["x-forwarded-for"];
  const list = Array.isArray(existing) ? existing.join(", ") : existing;
  req.headers["x-forwarded-for"] = list ? `${list}, ${remote}` : remote;
}
