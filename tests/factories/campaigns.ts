import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/query";
import { createDraft, type DraftInput } from "@/server/campaigns/store";

/** For a suite that sends campaigns: marketing is refused until it can name a postal address. */
export const campaignOptions = { env: { POSTAL_ADDRESS: "1 Test Street, Leeds LS1 1AA" } };

/** A waitlist mailbox as the forms leave it, written directly (no throttle, no mail). */
export async function seedWaitlist(
  db: Database,
  email: string,
  options: {
    confirmed?: boolean;
    place?: number | null;
    trade?: string;
    companySize?: string;
    plan?: string;
    name?: string;
    company?: string;
    createdAt?: string;
    leftLaunchNews?: boolean;
  } = {},
) {
  const created = options.createdAt ?? new Date().toISOString();
  await db.execute(sql`
    insert into waitlist_submissions (name, email, company, trade, company_size, interested_plan,
      email_normalised, created_at)
    values (${options.name ?? "Sam Carter"}, ${email}, ${options.company ?? "Carter Electrical Ltd"},
      ${options.trade ?? "electrician"}, ${options.companySize ?? "6-20"}, ${options.plan ?? "professional"},
      ${email}, ${created})`);
  await db.execute(sql`
    insert into waitlist_people (email_normalised, created_at, confirmed_at, founder_place, launch_news_left_at)
    values (${email}, ${created}, ${options.confirmed === false ? null : created},
      ${options.place ?? null}, ${options.leftLaunchNews ? created : null})`);
}

/** Many confirmed waitlist mailboxes in one statement: `n{i}@example.co.uk`. */
export async function seedManyWaitlist(db: Database, n: number, prefix = "n") {
  await db.execute(sql`
    insert into waitlist_submissions (name, email, company, trade, company_size, interested_plan, email_normalised)
    select 'Sam Carter', ${prefix} || i || '@example.co.uk', 'Carter Ltd', 'electrician', '6-20',
           'professional', ${prefix} || i || '@example.co.uk'
    from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into waitlist_people (email_normalised, confirmed_at)
    select ${prefix} || i || '@example.co.uk', now() from generate_series(1, ${n}) i`);
}

export async function seedNewsletter(
  db: Database,
  email: string,
  status: "pending" | "confirmed" | "unsubscribed",
  quarantined = false,
) {
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, confirm_token, unsubscribe_token,
      consent_text, consent_version, email_normalised, quarantined, confirmed_at)
    values (${email}, ${status}, ${randomUUID()}, ${randomUUID()}, 'consent', '1', ${email},
      ${quarantined}, ${status === "pending" ? null : new Date().toISOString()})`);
}

export const draftInput = (overrides: Partial<DraftInput> = {}): DraftInput => ({
  name: "Launch day",
  audience: "launch_news",
  purpose: "launch_announcement",
  subject: "We are live",
  preheader: "Your place is waiting",
  bodyMarkdown:
    "Hi {{first_name}},\n\nGrafter is live for **{{company}}**.\n\n[Open your page]({{personal_page}})",
  ratePerMinute: 60_000,
  filters: {},
  ...overrides,
});

export async function newCampaign(db: Database, overrides: Partial<DraftInput> = {}) {
  const created = await createDraft(db, draftInput(overrides));
  if (!("id" in created)) throw new Error(JSON.stringify(created.errors));
  return created.id;
}

export async function recipientStates(db: Database, campaignId: number) {
  return queryRows<{ email_normalised: string | null; state: string; outbox_id: number | null }>(
    db,
    sql`select email_normalised, state, outbox_id from campaign_recipients
        where campaign_id = ${campaignId} order by id`,
  );
}

/** The pump's allowance set exactly: `credit` messages now, none added by time passing. */
export async function setAllowance(db: Database, campaignId: number, credit: number) {
  await db.execute(sql`
    update campaigns set pump_credit = ${credit}, pumped_at = now() + interval '1 hour'
    where id = ${campaignId}`);
}
