import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { classifiedAudienceSql } from "./audiences";
import { parseFilters } from "./filters";
import { isMarketing, purposeRefusal } from "./purpose";
import { findCampaign } from "./store";

export type SendOutcome =
  { status: "sending"; recipients: number } | { status: "refused"; reason: string };

/** Why this campaign may not be sent now, or null. Checked again inside the freeze. */
export async function sendRefusal(db: Database, id: number): Promise<string | null> {
  const campaign = await findCampaign(db, id);
  if (!campaign) return "No such campaign.";
  if (campaign.state !== "draft" && campaign.state !== "scheduled")
    return "This campaign has already been sent.";
  const refusal = purposeRefusal(campaign.audience, campaign.purpose);
  if (refusal) return refusal;
  if (isMarketing(campaign.purpose) && !env().POSTAL_ADDRESS)
    return "Set POSTAL_ADDRESS before sending marketing: every message must name the sender's postal address.";
  if (!campaign.subject) return "Write a subject first.";
  if (!campaign.bodyMarkdown.trim()) return "Write the message first.";
  return null;
}

/**
 * Send: freezes the audience (decision 086). One transaction takes the campaign from draft (or
 * its schedule) to sending and inserts one recipient row per mailbox in one statement; the
 * audience is never read again. Run twice (two presses, two instances), the second finds the
 * campaign no longer a draft and changes nothing; so the campaign holds no recipient yet, and the
 * audience is read without asking who already got it (null), the unique index standing behind.
 */
export async function freezeAndSend(db: Database, id: number): Promise<SendOutcome> {
  const refusal = await sendRefusal(db, id);
  if (refusal) return { status: "refused", reason: refusal };
  return db.transaction(async (tx) => {
    const [campaign] = await queryRows<{
      audience: "newsletter" | "launch_news" | "founders";
      filters: unknown;
      rate_per_minute: number;
    }>(
      tx,
      sql`update campaigns
          set state = 'sending', frozen_at = now(), updated_at = now(), pumped_at = now(),
              pump_credit = least(rate_per_minute, greatest(1, rate_per_minute / 60.0)),
              schedule_missed_at = null
          where id = ${id} and state in ('draft', 'scheduled')
          returning audience, filters, rate_per_minute`,
    );
    if (!campaign) return { status: "refused", reason: "This campaign has already been sent." };
    const raw =
      typeof campaign.filters === "string" ? JSON.parse(campaign.filters) : campaign.filters;
    const { filters } = parseFilters(campaign.audience, raw as Record<string, unknown>);
    const inserted = await queryRows<{ n: number | string }>(
      tx,
      sql`with frozen as (
            insert into campaign_recipients (campaign_id, email_normalised)
            select ${id}, c.email_normalised
            from (${classifiedAudienceSql(campaign.audience, filters, null)}) c
            where c.reason is null
            on conflict do nothing
            returning 1
          ) select count(*) as n from frozen`,
    );
    return { status: "sending", recipients: Number(inserted[0]?.n ?? 0) };
  });
}
