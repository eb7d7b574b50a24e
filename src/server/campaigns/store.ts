import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { type CampaignRow, campaigns } from "../db/schema";
import { type AudienceFilters, parseFilters } from "./filters";
import { type Audience, isAudience, isPurpose, type Purpose, purposeRefusal } from "./purpose";

export const campaignStates = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "cancelled",
  "finished",
] as const;
export type CampaignState = (typeof campaignStates)[number];

export const recipientStates = [
  "queued",
  "sent",
  "failed",
  "bounced",
  "complained",
  "unsubscribed",
  "suppressed",
  "cancelled",
] as const;
export type RecipientState = (typeof recipientStates)[number];

export interface Campaign extends Omit<CampaignRow, "audience" | "purpose" | "state" | "filters"> {
  audience: Audience;
  purpose: Purpose;
  state: CampaignState;
  filters: AudienceFilters;
}

export interface DraftInput {
  name: string;
  audience: string;
  purpose: string;
  subject: string;
  preheader: string;
  bodyMarkdown: string;
  ratePerMinute: number;
  filters: Record<string, unknown>;
}

export type DraftErrors = Partial<Record<keyof DraftInput | string, string>>;

export const MAX_RATE_PER_MINUTE = 60_000;

/** Checks a draft as the console's form sends it; the purpose rule first (decision 087). */
export function validateDraft(input: DraftInput): {
  errors: DraftErrors;
  values?: Omit<
    Campaign,
    | "id"
    | "state"
    | "scheduledAt"
    | "scheduleMissedAt"
    | "pumpCredit"
    | "pumpedAt"
    | "createdAt"
    | "updatedAt"
    | "frozenAt"
    | "finishedAt"
  >;
} {
  const errors: DraftErrors = {};
  if (!isAudience(input.audience)) errors.audience = "Choose an audience.";
  if (!isPurpose(input.purpose)) errors.purpose = "Choose what the campaign is for.";
  if (isAudience(input.audience) && isPurpose(input.purpose)) {
    const refusal = purposeRefusal(input.audience, input.purpose);
    if (refusal) errors.purpose = refusal;
  }
  if (input.subject.trim().length > 200) errors.subject = "At most 200 characters.";
  if (input.preheader.trim().length > 200) errors.preheader = "At most 200 characters.";
  if (input.bodyMarkdown.length > 100_000) errors.bodyMarkdown = "At most 100,000 characters.";
  const rate = Number(input.ratePerMinute);
  if (!Number.isInteger(rate) || rate < 1 || rate > MAX_RATE_PER_MINUTE)
    errors.ratePerMinute = `A whole number of messages a minute, 1 to ${MAX_RATE_PER_MINUTE}.`;
  if (!isAudience(input.audience) || Object.keys(errors).length > 0) return { errors };
  const { filters, errors: filterErrors } = parseFilters(input.audience, input.filters);
  if (Object.keys(filterErrors).length > 0) return { errors: filterErrors };
  return {
    errors,
    values: {
      name: input.name.trim().slice(0, 200),
      audience: input.audience,
      purpose: input.purpose as Purpose,
      subject: input.subject.trim(),
      preheader: input.preheader.trim(),
      bodyMarkdown: input.bodyMarkdown,
      ratePerMinute: rate,
      filters,
    },
  };
}

function toCampaign(row: CampaignRow): Campaign {
  return row as unknown as Campaign;
}

export async function createDraft(
  db: Database,
  input: DraftInput,
): Promise<{ id: number } | { errors: DraftErrors }> {
  const { errors, values } = validateDraft(input);
  if (!values) return { errors };
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return { id: row!.id };
}

/** Edits a draft; a campaign that has started sending is locked (refused). */
export async function updateDraft(
  db: Database,
  id: number,
  input: DraftInput,
): Promise<{ id: number } | { errors: DraftErrors }> {
  const { errors, values } = validateDraft(input);
  if (!values) return { errors };
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update campaigns set name = ${values.name}, audience = ${values.audience},
          purpose = ${values.purpose}, subject = ${values.subject}, preheader = ${values.preheader},
          body_markdown = ${values.bodyMarkdown}, rate_per_minute = ${values.ratePerMinute},
          filters = ${JSON.stringify(values.filters)}::jsonb, updated_at = now()
        where id = ${id} and state = 'draft' returning id`,
  );
  if (rows.length === 0) return { errors: { state: "Only a draft can be edited." } };
  return { id };
}

export async function findCampaign(db: Database, id: number): Promise<Campaign | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ? toCampaign(row) : null;
}

export async function listCampaigns(db: Database): Promise<Campaign[]> {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
  return rows.map(toCampaign);
}

/** Recipients per state for each campaign: what the console's list shows. */
export async function recipientCounts(
  db: Database,
  campaignId?: number,
): Promise<Map<number, Record<RecipientState, number>>> {
  const rows = await queryRows<{
    campaign_id: number | string;
    state: RecipientState;
    n: number | string;
  }>(
    db,
    sql`select campaign_id, state, count(*) as n from campaign_recipients
        ${campaignId === undefined ? sql`` : sql`where campaign_id = ${campaignId}`}
        group by campaign_id, state`,
  );
  const counts = new Map<number, Record<RecipientState, number>>();
  for (const row of rows) {
    const id = Number(row.campaign_id);
    const entry =
      counts.get(id) ??
      (Object.fromEntries(recipientStates.map((s) => [s, 0])) as Record<RecipientState, number>);
    entry[row.state] = Number(row.n);
    counts.set(id, entry);
  }
  return counts;
}
