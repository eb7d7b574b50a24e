import "server-only";

import { env } from "../env";
import { clientAddress, hashAddress } from "../submissions/client-address";

/** The keyed hash the lockout counts by; requests with no address share one bucket. */
export function requestAddressHash(headers: Headers): string {
  return hashAddress(clientAddress(headers, env().TRUST_PROXY)) ?? "unknown";
}
