import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { canaryRoom } from "./canary";

export const CAMPAIGN_MESSAGE = "campaign_message";

/** The outbox payload of a campaign message: the rows it is composed from at send time. */
export interface CampaignMessage {
  campaignId: number;
  recipientId: number;
}

/**
 * Recipients whose outbox row has settled take its outcome: sent, or failed once the outbox gave
 * up. A recipient's state is therefore never ahead of what the outbox did (decision 086).
 */
async function settle(db: Database): Promise<void> {
  await db.execute(sql`
    update campaign_recipients r
    set state = case o.status when 'sent' then 'sent' else 'failed' end,
        state_at = coalesce(o.sent_at, now())
    from notification_outbox o
    where r.state = 'queued' and r.outbox_id is not null and r.outbox_id = o.id
      and o.status in ('sent', 'failed')`);
}

/**
 * One campaign's hand-over, in one transaction: at most the founder's rate for the time since the
 * last (rate_per_minute read now, so a change applies at once, and never more than a minute's
 * worth), taken with FOR UPDATE SKIP LOCKED, each recipient's outbox row inserted and its id
 * recorded in the same statement. A recipient with an outbox row is never taken again; the lock
 * on the campaign row keeps two instances from spending one allowance twice.
 */
async function pumpCampaign(db: Database, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [campaign] = await queryRows<{ credit: number }>(
      tx,
      sql`select least(rate_per_minute::float8,
                       pump_credit + rate_per_minute
                         * greatest(0, extract(epoch from now() - coalesce(pumped_at, now()))) / 60)
                 as credit
          from campaigns where id = ${id} and state = 'sending' for update skip locked`,
    );
    if (!campaign) return 0;
    const credit = Number(campaign.credit);
    // The canary goes first, and the rest wait for its outcome (decision 090).
    const take = Math.min(Math.floor(credit), await canaryRoom(tx, id));
    let handed = 0;
    if (take > 0) {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`with picked as (
              select id, email_normalised from campaign_recipients
              where campaign_id = ${id} and state = 'queued' and outbox_id is null
              order by id limit ${take}
              for update skip locked
            ), handed as (
              insert into notification_outbox (kind, subject_email, payload)
              select ${CAMPAIGN_MESSAGE}, email_normalised,
                     jsonb_build_object('campaignId', ${id}::bigint, 'recipientId', id)
              from picked order by id
              returning id, (payload->>'recipientId')::bigint as recipient_id
            )
            update campaign_recipients r set outbox_id = handed.id
            from handed where r.id = handed.recipient_id
            returning r.id`,
      );
      handed = rows.length;
    }
    // Finished is a count: nothing queued is left (every handed-over row has settled).
    await tx.execute(sql`
      update campaigns
      set pump_credit = ${credit - handed}, pumped_at = now(),
          state = case when exists (select 1 from campaign_recipients
                                    where campaign_id = ${id} and state = 'queued')
                       then state else 'finished' end,
          finished_at = case when exists (select 1 from campaign_recipients
                                          where campaign_id = ${id} and state = 'queued')
                             then null else now() end
      where id = ${id}`);
    return handed;
  });
}

/**
 * Run by every instance's dispatcher before it claims outbox rows: settles recipients, then hands
 * each sending campaign's next recipients to the outbox. With no campaign sending it costs two
 * indexed queries.
 */
export async function pumpCampaigns(db: Database): Promise<number> {
  await settle(db);
  const sending = await queryRows<{ id: number | string }>(
    db,
    sql`select id from campaigns where state = 'sending' order by id`,
  );
  let handed = 0;
  for (const { id } of sending) handed += await pumpCampaign(db, Number(id));
  return handed;
}
