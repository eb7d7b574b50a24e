import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { pauseCampaign } from "./controls";

/** The canary is this share of a campaign's recipients, and never fewer than CANARY_MIN. */
export const CANARY_SHARE = 0.05;
export const CANARY_MIN = 20;
/** Hard bounces above this share of the messages sent pause the campaign (decision 090). */
export const HARD_BOUNCE_LIMIT = 0.02;

export function canarySize(recipients: number): number {
  return Math.min(recipients, Math.max(CANARY_MIN, Math.ceil(recipients * CANARY_SHARE)));
}

/**
 * How many more recipients the pump may hand over now (decision 090): the canary (the first 5%,
 * at least 20) goes first; the rest wait until every canary message has settled and
 * CAMPAIGN_CANARY_MINUTES have passed since the last did, so its bounces and complaints can
 * arrive and pause the campaign before the rest are sent. Once let go, the campaign row says so
 * and this costs nothing more. Run inside the pump's transaction, which holds the campaign's lock.
 */
export async function canaryRoom(tx: Database, campaignId: number): Promise<number> {
  const minutes = env().CAMPAIGN_CANARY_MINUTES;
  if (minutes === 0) return Infinity;
  const [campaign] = await queryRows<{ released: boolean }>(
    tx,
    sql`select canary_released_at is not null as released from campaigns where id = ${campaignId}`,
  );
  if (!campaign || campaign.released) return Infinity;
  const [row] = await queryRows<{
    total: number | string;
    handed: number | string;
    in_flight: number | string;
    waited: boolean;
  }>(
    tx,
    sql`select count(*) as total,
          count(*) filter (where outbox_id is not null or state <> 'queued') as handed,
          count(*) filter (where state = 'queued' and outbox_id is not null) as in_flight,
          coalesce(max(state_at) filter (where state <> 'queued')
                     <= now() - make_interval(mins => ${minutes}::int), true) as waited
        from campaign_recipients where campaign_id = ${campaignId}`,
  );
  if (!row) return Infinity;
  const total = Number(row.total);
  const size = canarySize(total);
  const handed = Number(row.handed);
  // A campaign no bigger than its canary has nothing to hold back.
  if (size < total && handed < size) return size - handed;
  if (size < total && (Number(row.in_flight) > 0 || !row.waited)) return 0;
  await tx.execute(sql`update campaigns set canary_released_at = now() where id = ${campaignId}`);
  return Infinity;
}

export interface CampaignOutcomes {
  sent: number;
  hardBounces: number;
  complaints: number;
}

/** The campaign's messages the outbox sent, and how many of them hard-bounced or drew a complaint. */
export async function campaignOutcomes(
  db: Database,
  campaignId: number,
): Promise<CampaignOutcomes> {
  const [row] = await queryRows<{
    sent: number | string;
    hard: number | string;
    complaints: number | string;
  }>(
    db,
    sql`select count(*) filter (where o.status = 'sent' or r.state in ('sent', 'bounced', 'complained')) as sent,
               count(*) filter (where r.state = 'bounced') as hard,
               count(*) filter (where r.state = 'complained') as complaints
        from campaign_recipients r left join notification_outbox o on o.id = r.outbox_id
        where r.campaign_id = ${campaignId}`,
  );
  return {
    sent: Number(row?.sent ?? 0),
    hardBounces: Number(row?.hard ?? 0),
    complaints: Number(row?.complaints ?? 0),
  };
}

/** Why the figures call for a pause, in the words the console shows; null when they do not. */
export function pauseReasonFor({ sent, hardBounces, complaints }: CampaignOutcomes): string | null {
  const of = `of ${sent} sent`;
  if (complaints > 0) {
    return `Paused by itself: ${complaints === 1 ? "a recipient" : `${complaints} recipients`} marked it as spam (${complaints} ${of}). Read the message again before you resume.`;
  }
  if (sent > 0 && hardBounces > sent * HARD_BOUNCE_LIMIT) {
    const share = ((hardBounces / sent) * 100).toFixed(1);
    return `Paused by itself: ${hardBounces} hard bounce${hardBounces === 1 ? "" : "s"} ${of} (${share}%), over the ${HARD_BOUNCE_LIMIT * 100}% limit. Check where the addresses came from before you resume.`;
  }
  return null;
}

/**
 * Run after a hard bounce or a complaint is recorded against one of the campaign's recipients:
 * pauses a sending campaign whose figures break the rule (decision 090) and stores why. A founder
 * who resumes clears the reason; the next hard bounce or complaint is judged again.
 */
export async function pauseIfUnhealthy(db: Database, campaignId: number): Promise<string | null> {
  const reason = pauseReasonFor(await campaignOutcomes(db, campaignId));
  if (!reason) return null;
  const paused = await db.transaction(async (tx) => {
    if (!(await pauseCampaign(tx, campaignId))) return false;
    await tx.execute(sql`update campaigns set pause_reason = ${reason} where id = ${campaignId}`);
    return true;
  });
  return paused ? reason : null;
}

/** Why the campaign paused itself, while it stays paused for that reason; null otherwise. */
export async function selfPauseReason(db: Database, campaignId: number): Promise<string | null> {
  const [row] = await queryRows<{ pause_reason: string | null }>(
    db,
    sql`select pause_reason from campaigns where id = ${campaignId} and state = 'paused'`,
  );
  return row?.pause_reason ?? null;
}
