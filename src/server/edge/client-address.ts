/**
 * X-Forwarded-For with the socket's own address appended, so its last entry is one no client can
 * invent. src/server/submissions/client-address.ts reads that last entry for the throttle and the
 * admin lockout, and the first only when TRUST_PROXY says our proxy wrote it.
 */
export function withSocketAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
): string | undefined {
  const list = Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor;
  if (!socketAddress) return list;
  return list ? `${list}, ${socketAddress}` : socketAddress;
}
