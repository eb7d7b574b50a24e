import "server-only";

import type { Database } from "../db";
import { env } from "../env";
import { clientAddress, hashAddress } from "../submissions/client-address";

/** The salted hash the lockout counts by; requests with no address share one bucket. */
export async function requestAddressHash(db: Database, headers: Headers): Promise<string> {
  return (await hashAddress(db, clientAddress(headers, env().TRUST_PROXY))) ?? "unknown";
}
