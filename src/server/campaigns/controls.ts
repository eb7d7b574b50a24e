import "server-only";

import { type SQL, sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { MAX_RATE_PER_MINUTE } from "./store";

/**
 * Pause and cancel act on the pump (decision 086): the campaign's outbox rows not yet leased are
 * deleted and their recipients handed back (pause) or cancelled, in one transaction, so at most
 * the batch a dispatcher already holds is sent after the press. A row a dispatcher is claiming at
 * that instant is locked; the delete waits for the claim and then finds it leased, not pending.
 */
const withdrawUnleased = (id: number): SQL => sql`
  with dropped as (
    delete from notification_outbox o
    using campaign_recipients r
    where r.campaign_id = ${id} and r.state = 'queued' and r.outbox_id = o.id
      and o.kind = 'campaign_message' and o.status = 'pending'
    returning o.id
  )
  update campaign_recipients set outbox_id = null, state_at = now()
  where outbox_id in (select id from dropped)`;

async function transition(
  db: Database,
  id: number,
  from: string[],
  to: string,
  after?: (tx: Database) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update campaigns set state = ${to}, updated_at = now()
          where id = ${id} and state in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )}) returning id`,
    );
    if (rows.length === 0) return false;
    await after?.(tx);
    return true;
  });
}

export function pauseCampaign(db: Database, id: number): Promise<boolean> {
  return transition(db, id, ["sending"], "paused", (tx) => tx.execute(withdrawUnleased(id)));
}

/**
 * Resumes from where the rows say: only recipients still queued are handed over again. A reason
 * the campaign paused itself for is cleared: the founder has read it (decision 090).
 */
export function resumeCampaign(db: Database, id: number): Promise<boolean> {
  return transition(db, id, ["paused"], "sending", (tx) =>
    tx.execute(
      sql`update campaigns set pumped_at = now(), pump_credit = 0, pause_reason = null where id = ${id}`,
    ),
  );
}

export function cancelCampaign(db: Database, id: number): Promise<boolean> {
  return transition(
    db,
    id,
    ["draft", "scheduled", "sending", "paused"],
    "cancelled",
    async (tx) => {
      await tx.execute(withdrawUnleased(id));
      await tx.execute(sql`
      update campaign_recipients set state = 'cancelled', state_at = now()
      where campaign_id = ${id} and state = 'queued' and outbox_id is null`);
    },
  );
}

/** Read by the pump on every tick, so a change applies to the next hand-over. */
export async function changeRate(
  db: Database,
  id: number,
  ratePerMinute: number,
): Promise<boolean> {
  if (!Number.isInteger(ratePerMinute) || ratePerMinute < 1 || ratePerMinute > MAX_RATE_PER_MINUTE)
    return false;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update campaigns set rate_per_minute = ${ratePerMinute}, updated_at = now(),
          pump_credit = least(pump_credit, ${ratePerMinute})
        where id = ${id} and state not in ('cancelled', 'finished') returning id`,
  );
  return rows.length > 0;
}

/**
 * "Retry failed": those recipients alone go back to queued with no outbox row, and the campaign
 * sends again; everyone else keeps their state. Their failed outbox rows stay as the record.
 */
export async function retryFailed(db: Database, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update campaign_recipients set state = 'queued', outbox_id = null, state_at = now()
          where campaign_id = ${id} and state = 'failed' returning id`,
    );
    if (rows.length > 0) {
      await tx.execute(sql`
        update campaigns set state = 'sending', finished_at = null, pumped_at = now(), updated_at = now()
        where id = ${id} and state in ('sending', 'finished')`);
    }
    return rows.length;
  });
}
