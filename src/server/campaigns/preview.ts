import "server-only";

import { sql } from "drizzle-orm";

import { absoluteUrl } from "@/lib/site-config";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { classifiedAudienceSql } from "./audiences";
import { recipientFacts } from "./compose";
import { parseFilters } from "./filters";
import { type CampaignMail, campaignMail, type RecipientFacts } from "./message";
import type { Audience } from "./purpose";
import type { Campaign } from "./store";

/**
 * Links that open nothing, in place of a recipient's personal page and unsubscribe links, for a
 * preview in the console and a test sent to any address (decision 089): the real ones are keys to
 * the person's data and to their subscription, and only their own inbox may hold them.
 */
export function inertLinks(
  audience: Audience,
): Pick<RecipientFacts, "personalPage" | "unsubscribePage" | "unsubscribeOneClick"> {
  const leave = absoluteUrl(
    audience === "newsletter" ? "/newsletter/unsubscribe" : "/launch-news/unsubscribe",
  );
  return {
    personalPage: absoluteUrl("/my-data"),
    unsubscribePage: leave,
    unsubscribeOneClick: leave,
  };
}

/** Mailboxes of the audience as it stands (those who would receive it), to preview as. */
export async function previewCandidates(
  db: Database,
  campaign: Pick<Campaign, "id" | "audience" | "filters">,
  limit = 50,
): Promise<string[]> {
  const { filters } = parseFilters(campaign.audience, campaign.filters as Record<string, unknown>);
  const rows = await queryRows<{ email_normalised: string }>(
    db,
    sql`select email_normalised from (${classifiedAudienceSql(campaign.audience, filters, null)}) c
        where reason is null order by email_normalised limit ${limit}`,
  );
  return rows.map((row) => row.email_normalised);
}

export interface Preview {
  mail: CampaignMail;
  /** The mailbox whose merge fields were used, or null when nobody was chosen or found. */
  as: string | null;
}

/**
 * The campaign's message as `as` would get it (their name, company, founder number), with inert
 * links; with nobody to preview as, the merge fields stay empty and the dry run's words apply.
 */
export async function previewMail(
  db: Database,
  campaign: Pick<Campaign, "audience" | "subject" | "preheader" | "bodyMarkdown">,
  as: string | null,
  { test = false }: { test?: boolean } = {},
): Promise<Preview> {
  const facts = as ? await recipientFacts(db, campaign.audience, as, 0) : null;
  const mail = campaignMail(
    campaign,
    {
      name: facts?.name,
      company: facts?.company,
      founderPlace: facts?.founderPlace,
      ...inertLinks(campaign.audience),
    },
    env().POSTAL_ADDRESS,
    { test },
  );
  return { mail, as: facts ? as : null };
}
