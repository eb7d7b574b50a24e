import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { classifiedAudienceSql } from "./audiences";
import { recipientFacts } from "./compose";
import { parseFilters } from "./filters";
import { campaignMail } from "./message";
import { findCampaign } from "./store";

/** Gmail clips a message past about 102 KB; the dry run refuses anything over 100 KB. */
export const MAX_MESSAGE_BYTES = 100 * 1024;

export type DryRunProblem = "unresolved" | "no_unsubscribe" | "too_large";

export interface DryRunReport {
  recipients: number;
  /** Recipients per problem, and the first few addresses with it (the console shows them). */
  problems: Record<DryRunProblem, { count: number; examples: string[]; fields?: string[] }>;
  ok: boolean;
}

/**
 * Renders every recipient's message as it would be sent now and refuses the campaign if any
 * merge field is left unresolved, any message lacks its unsubscribe link (in both parts), or any
 * is over 100 KB. Sends nothing and writes nothing.
 */
export async function dryRun(db: Database, id: number): Promise<DryRunReport | null> {
  const campaign = await findCampaign(db, id);
  if (!campaign) return null;
  const { filters } = parseFilters(campaign.audience, campaign.filters as Record<string, unknown>);
  const frozen = campaign.state !== "draft" && campaign.state !== "scheduled";
  const rows = await queryRows<{ id: number | string; email_normalised: string }>(
    db,
    frozen
      ? sql`select id, email_normalised from campaign_recipients
            where campaign_id = ${id} and state = 'queued' and email_normalised is not null order by id`
      : sql`select 0 as id, email_normalised
            from (${classifiedAudienceSql(campaign.audience, filters, id)}) c
            where reason is null order by email_normalised`,
  );
  const problems: DryRunReport["problems"] = {
    unresolved: { count: 0, examples: [], fields: [] },
    no_unsubscribe: { count: 0, examples: [] },
    too_large: { count: 0, examples: [] },
  };
  const note = (problem: DryRunProblem, email: string) => {
    problems[problem].count += 1;
    if (problems[problem].examples.length < 5) problems[problem].examples.push(email);
  };
  const fields = new Set<string>();
  for (const row of rows) {
    const facts = await recipientFacts(db, campaign.audience, row.email_normalised, Number(row.id));
    if (!facts) continue;
    const mail = campaignMail(campaign, facts, env().POSTAL_ADDRESS);
    if (mail.unresolved.length > 0) {
      note("unresolved", row.email_normalised);
      for (const field of mail.unresolved) fields.add(field);
    }
    const link = facts.unsubscribePage;
    if (!mail.text.includes(link) || !mail.html.includes(link.replace(/&/g, "&amp;")))
      note("no_unsubscribe", row.email_normalised);
    if (Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text) > MAX_MESSAGE_BYTES)
      note("too_large", row.email_normalised);
  }
  problems.unresolved.fields = [...fields].sort();
  const ok = Object.values(problems).every((p) => p.count === 0) && rows.length > 0;
  return { recipients: rows.length, problems, ok };
}
