import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { clientAddress, hashAddress } from "./client-address";

/** The client's keyed address hash, and whether this attempt is inside the throttle. */
export async function throttleClient(db: Database, headers: Headers | null | undefined) {
  const config = env();
  const ipHash = hashAddress(headers ? clientAddress(headers, config.TRUST_PROXY) : null);
  return { ipHash, allowed: await allowClient(db, ipHash, config.IP_RATE_LIMIT_PER_HOUR) };
}

/**
 * Per-client throttle across all forms, in the database so every instance sees it and a restart
 * keeps it: one row per keyed address hash and clock hour, incremented in place by one statement
 * (a single round trip). The rolling hour is estimated as this hour's attempts plus the previous
 * hour's weighted by how much of it is still inside the last sixty minutes (a sliding-window
 * counter). Every attempt counts, the refused ones too, so a client that keeps hammering stays
 * refused; quarantined (honeypot) submissions count like any other.
 *
 * @returns false when this attempt is over `limit` (0 turns the throttle off).
 */
export async function allowClient(
  db: Database,
  ipHash: string | null,
  limit: number,
): Promise<boolean> {
  if (limit === 0 || ipHash === null) return true;
  const [row] = await queryRows<{ hits: number; previous: number; elapsed: number }>(
    db,
    sql`
    with hit as (
      insert into client_throttle (ip_hash, hour, hits)
      values (${ipHash}, date_trunc('hour', now()), 1)
      on conflict (ip_hash, hour) do update set hits = client_throttle.hits + 1
      returning hits, hour
    )
    select hit.hits,
           coalesce((select p.hits from client_throttle p
                     where p.ip_hash = ${ipHash} and p.hour = hit.hour - interval '1 hour'), 0)
             as previous,
           extract(epoch from now() - hit.hour)::float8 / 3600 as elapsed
    from hit`,
  );
  if (!row) return true;
  const estimate = Number(row.hits) + Number(row.previous) * Math.max(0, 1 - Number(row.elapsed));
  return estimate <= limit;
}

/** Hours older than the previous one are never read again. */
export function pruneThrottle() {
  return sql`delete from client_throttle where hour < now() - interval '2 hours'`;
}
