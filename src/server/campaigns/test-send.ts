import "server-only";

import { emailField } from "@/lib/validation/schemas";
import { normaliseEmail } from "@/lib/validation/mailbox";

import type { Database } from "../db";
import { notificationOutbox, type OutboxRow } from "../db/schema";
import { previewMail } from "./preview";
import { findCampaign } from "./store";

export const CAMPAIGN_TEST = "campaign_test";

/** A test's outbox payload: the campaign, the typed address, and whom to fill the fields as. */
export interface CampaignTestMessage {
  campaignId: number;
  to: string;
  as: string | null;
}

/**
 * Queues one test of the campaign to any address the founder types, through the outbox like
 * every message. It is composed when sent, from the campaign as it is then, marked "[TEST]" in
 * its subject, with inert links (decision 089). Writes to no recipient and changes no count.
 */
export async function queueTestSend(
  db: Database,
  campaignId: number,
  typed: string,
  as: string | null,
): Promise<{ queued: true } | { refused: string }> {
  const to = emailField.safeParse(typed);
  if (!to.success) return { refused: "Enter the e-mail address to send the test to." };
  if (!(await findCampaign(db, campaignId))) return { refused: "No such campaign." };
  const payload: CampaignTestMessage = { campaignId, to: to.data, as: as || null };
  await db
    .insert(notificationOutbox)
    .values({ kind: CAMPAIGN_TEST, subjectEmail: normaliseEmail(to.data), payload });
  return { queued: true };
}

/** The outbox's composer for a test: null when the campaign was deleted since. */
export async function composeTestMessage(db: Database, row: Pick<OutboxRow, "payload">) {
  const { campaignId, to, as } = row.payload as CampaignTestMessage;
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) return null;
  const { mail } = await previewMail(db, campaign, as, { test: true });
  return { subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, to };
}
