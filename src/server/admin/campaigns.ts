import "server-only";

import { sql } from "drizzle-orm";

import { type AudienceSummary, summariseAudience } from "../campaigns/audiences";
import { type DryRunReport, dryRun } from "../campaigns/dry-run";
import { parseFilters } from "../campaigns/filters";
import { selfPauseReason } from "../campaigns/canary";
import { sendRefusal } from "../campaigns/freeze";
import { type Preview, previewCandidates, previewMail } from "../campaigns/preview";
import {
  type Campaign,
  findCampaign,
  listCampaigns,
  type RecipientState,
  recipientCounts,
  recipientStates,
} from "../campaigns/store";
import { getDatabase } from "../db";
import { env } from "../env";
import { queryRows } from "../db/query";

export type RecipientCounts = Record<RecipientState, number>;

const noCounts = () =>
  Object.fromEntries(recipientStates.map((state) => [state, 0])) as RecipientCounts;

/** A campaign as the console shows it: the stored row with dates as ISO strings. */
export type CampaignSummary = Omit<
  Campaign,
  | "createdAt"
  | "updatedAt"
  | "scheduledAt"
  | "scheduleMissedAt"
  | "frozenAt"
  | "finishedAt"
  | "pumpedAt"
> & {
  createdAt: string;
  scheduledAt: string | null;
  scheduleMissedAt: string | null;
  frozenAt: string | null;
  finishedAt: string | null;
  counts: RecipientCounts;
};

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

function summary(campaign: Campaign, counts: RecipientCounts | undefined): CampaignSummary {
  return {
    id: campaign.id,
    name: campaign.name,
    purpose: campaign.purpose,
    audience: campaign.audience,
    filters: campaign.filters,
    subject: campaign.subject,
    preheader: campaign.preheader,
    bodyMarkdown: campaign.bodyMarkdown,
    state: campaign.state,
    ratePerMinute: campaign.ratePerMinute,
    pumpCredit: campaign.pumpCredit,
    createdAt: iso(campaign.createdAt)!,
    scheduledAt: iso(campaign.scheduledAt),
    scheduleMissedAt: iso(campaign.scheduleMissedAt),
    frozenAt: iso(campaign.frozenAt),
    finishedAt: iso(campaign.finishedAt),
    counts: counts ?? noCounts(),
  };
}

/** Every campaign, newest first, with its recipients counted per state. */
export async function campaignList(): Promise<CampaignSummary[]> {
  const { db } = await getDatabase();
  const [rows, counts] = await Promise.all([listCampaigns(db), recipientCounts(db)]);
  return rows.map((row) => summary(row, counts.get(row.id)));
}

/** One campaign with its counts, or null for an id that names none. */
export async function campaignSummary(id: number): Promise<CampaignSummary | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { db } = await getDatabase();
  const [campaign, counts] = await Promise.all([findCampaign(db, id), recipientCounts(db, id)]);
  return campaign ? summary(campaign, counts.get(id)) : null;
}

export interface CampaignPage {
  campaign: CampaignSummary;
  /** Who it would go to now (before Send), or the frozen audience's later exclusions. */
  audience: AudienceSummary;
  /** Why Send (or a schedule) would be refused now, or null. */
  refusal: string | null;
  preview: Preview;
  candidates: string[];
  dryRun: DryRunReport | null;
  /** Why the campaign paused itself (the canary, decision 090), while it stays paused. */
  selfPaused: string | null;
}

/** One campaign's page: counts, audience, preview as `as`, and the dry run when asked for. */
export async function campaignPage(
  id: number,
  { as, withDryRun }: { as: string | null; withDryRun: boolean },
): Promise<CampaignPage | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { db } = await getDatabase();
  const campaign = await findCampaign(db, id);
  if (!campaign) return null;
  const { filters } = parseFilters(campaign.audience, campaign.filters as Record<string, unknown>);
  const [counts, audience, refusal, candidates, report, selfPaused] = await Promise.all([
    recipientCounts(db, id),
    summariseAudience(db, campaign.audience, filters, id),
    sendRefusal(db, id),
    previewCandidates(db, campaign),
    withDryRun ? dryRun(db, id) : null,
    selfPauseReason(db, id),
  ]);
  const chosen = as && candidates.includes(as) ? as : (candidates[0] ?? null);
  return {
    campaign: summary(campaign, counts.get(id)),
    audience,
    refusal,
    preview: await previewMail(db, campaign, chosen),
    candidates,
    dryRun: report,
    selfPaused,
  };
}

export const RECIPIENTS_PAGE_SIZE = 100;

export interface RecipientRow {
  id: number;
  /** Null once the person was erased: the row stays so the counts stay true (decision 087). */
  email: string | null;
  state: RecipientState;
  stateAt: string;
}

export interface RecipientPage {
  rows: RecipientRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  state: RecipientState | null;
}

/** A campaign's recipients in the order they were frozen, a page at a time, one state or all. */
export async function recipientPage(
  campaignId: number,
  page: number,
  state: string | undefined,
): Promise<RecipientPage> {
  const { db } = await getDatabase();
  const only = recipientStates.find((s) => s === state) ?? null;
  const where = sql`campaign_id = ${campaignId} ${only ? sql`and state = ${only}` : sql``}`;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from campaign_recipients where ${where}`,
  );
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / RECIPIENTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Number.isInteger(page) ? page : 1), pageCount);
  const rows = await queryRows<{
    id: number | string;
    email_normalised: string | null;
    state: RecipientState;
    state_at: string | Date;
  }>(
    db,
    sql`select id, email_normalised, state, state_at from campaign_recipients where ${where}
        order by id limit ${RECIPIENTS_PAGE_SIZE} offset ${(current - 1) * RECIPIENTS_PAGE_SIZE}`,
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      email: row.email_normalised,
      state: row.state,
      stateAt: iso(row.state_at)!,
    })),
    total,
    page: current,
    pageCount,
    pageSize: RECIPIENTS_PAGE_SIZE,
    state: only,
  };
}

/** Marketing is refused while unset (decision 087); the draft form says so before it is chosen. */
export const postalAddressSet = (): boolean => Boolean(env().POSTAL_ADDRESS);
