import "server-only";

import { sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/mailbox";

import { pauseIfUnhealthy } from "../campaigns/canary";
import { mailboxHash, suppress } from "../campaigns/suppression";
import type { Database } from "../db";
import { queryRows } from "../db/query";
import { messageKey } from "../notifications/dispatcher";
import type { MailEvent } from "./parse";

/** Soft bounces that suppress a mailbox, and the days they are counted over (decision 090). */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
export const SOFT_BOUNCE_DAYS = 30;

const OUR_MESSAGE_ID = /^<?(outbox-(\d{1,18})\.[0-9a-z]+\.[0-9a-f]+@[^\s<>]+)>?$/;

interface Matched {
  recipientId: number;
  campaignId: number;
}

/**
 * The campaign recipient the event is about: by its Message-ID when the provider reports one of
 * ours (the outbox row's, decision 086, checked against the row so a made-up id matches nothing),
 * else the latest campaign message to the mailbox.
 */
async function matchRecipient(
  tx: Database,
  event: MailEvent,
  emailNormalised: string,
): Promise<Matched | null> {
  const ours = event.messageId ? OUR_MESSAGE_ID.exec(event.messageId.trim()) : null;
  if (ours) {
    const [row] = await queryRows<{
      recipient_id: number | string;
      campaign_id: number | string;
      outbox_id: number | string;
      created_at: Date | string;
    }>(
      tx,
      sql`select r.id as recipient_id, r.campaign_id, o.id as outbox_id, o.created_at
          from campaign_recipients r join notification_outbox o on o.id = r.outbox_id
          where r.outbox_id = ${ours[2]}`,
    );
    if (
      row &&
      messageKey({ id: Number(row.outbox_id), createdAt: new Date(row.created_at) }) === ours[1]
    ) {
      return { recipientId: Number(row.recipient_id), campaignId: Number(row.campaign_id) };
    }
  }
  const [row] = await queryRows<{ id: number | string; campaign_id: number | string }>(
    tx,
    sql`select id, campaign_id from campaign_recipients
        where email_normalised = ${emailNormalised} and outbox_id is not null
        order by outbox_id desc limit 1`,
  );
  return row ? { recipientId: Number(row.id), campaignId: Number(row.campaign_id) } : null;
}

export type EventOutcome = "applied" | "repeated";

/**
 * One event, in one transaction: recorded once (a second delivery is "repeated" and changes
 * nothing), the recipient it matches marked bounced or complained, and the mailbox suppressed at
 * once for a hard bounce or a complaint, or on its third soft bounce in 30 days. Returns the
 * campaign to judge against the canary rule, when the event was a hard bounce or a complaint.
 */
async function applyOne(
  db: Database,
  event: MailEvent,
): Promise<{ outcome: EventOutcome; judge?: number }> {
  const emailNormalised = normaliseEmail(event.email);
  const hash = mailboxHash(emailNormalised);
  return db.transaction(async (tx) => {
    const matched = await matchRecipient(tx, event, emailNormalised);
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into mail_events (provider, event_id, kind, mailbox_hash, recipient_id)
          values (${event.provider}, ${event.eventId}, ${event.kind}, ${hash}, ${matched?.recipientId ?? null})
          on conflict (provider, event_id) do nothing returning id`,
    );
    if (inserted.length === 0) return { outcome: "repeated" };
    if (event.kind === "soft_bounce") {
      const [row] = await queryRows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from mail_events
            where mailbox_hash = ${hash} and kind = 'soft_bounce'
              and received_at > now() - make_interval(days => ${SOFT_BOUNCE_DAYS}::int)`,
      );
      if (Number(row?.n ?? 0) >= SOFT_BOUNCES_TO_SUPPRESS) {
        await suppress(tx, emailNormalised, "bounced");
      }
      return { outcome: "applied" };
    }
    const complaint = event.kind === "complaint";
    await suppress(tx, emailNormalised, complaint ? "complained" : "bounced");
    if (!matched) return { outcome: "applied" };
    // A complaint outranks a bounce or an unsubscribe; a hard bounce marks a message sent or in flight.
    const marked = await queryRows<{ id: number }>(
      tx,
      complaint
        ? sql`update campaign_recipients set state = 'complained', state_at = now()
              where id = ${matched.recipientId}
                and state in ('queued', 'sent', 'failed', 'bounced', 'unsubscribed') returning id`
        : sql`update campaign_recipients set state = 'bounced', state_at = now()
              where id = ${matched.recipientId} and state in ('queued', 'sent', 'failed')
              returning id`,
    );
    return marked.length > 0
      ? { outcome: "applied", judge: matched.campaignId }
      : { outcome: "applied" };
  });
}

/** Applies each event, then judges each campaign they touched against the canary rule. */
export async function applyMailEvents(
  db: Database,
  events: MailEvent[],
): Promise<Record<EventOutcome, number>> {
  const counts: Record<EventOutcome, number> = { applied: 0, repeated: 0 };
  const judge = new Set<number>();
  for (const event of events) {
    const { outcome, judge: campaignId } = await applyOne(db, event);
    counts[outcome] += 1;
    if (campaignId !== undefined) judge.add(campaignId);
  }
  for (const campaignId of judge) await pauseIfUnhealthy(db, campaignId);
  return counts;
}
