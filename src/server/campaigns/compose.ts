import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { newsletterUnsubscribeUrl } from "../notifications/templates";
import { personalPageUrl } from "../personal-link";
import { absoluteUrl } from "@/lib/site-config";
import { stillInAudience } from "./audiences";
import { type CampaignMail, campaignMail, type RecipientFacts } from "./message";
import { type CampaignMessage } from "./pump";
import { leaveOneClickUrl, leavePageUrl, leaveToken } from "./leave-token";
import type { Audience } from "./purpose";

interface PersonRow {
  typed_email: string | null;
  name: string | null;
  company: string | null;
  founder_place: number | null;
  newsletter_email: string | null;
  newsletter_token: string | null;
}

/** What the merge fields and the address read for one mailbox, as it is now. */
export async function recipientFacts(
  db: Database,
  audience: Audience,
  emailNormalised: string,
  recipientId: number,
): Promise<(RecipientFacts & { to: string }) | null> {
  const [row] = await queryRows<PersonRow>(
    db,
    sql`select
          (select email from waitlist_submissions where email_normalised = ${emailNormalised}
             and not quarantined order by id desc limit 1) as typed_email,
          (select name from waitlist_submissions where email_normalised = ${emailNormalised}
             and not quarantined order by id desc limit 1) as name,
          (select company from waitlist_submissions where email_normalised = ${emailNormalised}
             and not quarantined order by id desc limit 1) as company,
          (select founder_place from waitlist_people where email_normalised = ${emailNormalised}) as founder_place,
          (select email from newsletter_subscriptions where email_normalised = ${emailNormalised}
             and status = 'confirmed' and not quarantined order by id desc limit 1) as newsletter_email,
          (select unsubscribe_token from newsletter_subscriptions where email_normalised = ${emailNormalised}
             and status = 'confirmed' and not quarantined order by id desc limit 1) as newsletter_token`,
  );
  if (!row) return null;
  const to = audience === "newsletter" ? row.newsletter_email : row.typed_email;
  if (!to) return null;
  const leave =
    audience === "newsletter"
      ? {
          unsubscribePage: absoluteUrl(
            `/newsletter/unsubscribe?token=${encodeURIComponent(row.newsletter_token ?? "")}`,
          ),
          unsubscribeOneClick: newsletterUnsubscribeUrl(row.newsletter_token ?? ""),
        }
      : {
          unsubscribePage: leavePageUrl(leaveToken(recipientId)),
          unsubscribeOneClick: leaveOneClickUrl(leaveToken(recipientId)),
        };
  return {
    to,
    name: row.name ?? undefined,
    company: row.company ?? undefined,
    founderPlace: row.founder_place,
    personalPage: personalPageUrl(emailNormalised),
    ...leave,
  };
}

async function mark(db: Database, recipientId: number, state: string) {
  await db.execute(sql`
    update campaign_recipients set state = ${state}, state_at = now()
    where id = ${recipientId} and state = 'queued'`);
}

/**
 * A `campaign_message` outbox row's message, composed when it is sent (decision 086): null when
 * nothing is to be sent. The recipient must still be queued on this very outbox row (a paused,
 * cancelled or retried recipient is not), not suppressed and still in the audience; one who is
 * not is marked so and gets nothing.
 */
export async function composeCampaignMessage(
  db: Database,
  row: { id: number; payload: unknown },
): Promise<(Omit<CampaignMail, "unresolved"> & { to: string }) | null> {
  const { recipientId } = row.payload as CampaignMessage;
  const [recipient] = await queryRows<{
    id: number;
    email_normalised: string | null;
    state: string;
    outbox_id: number | string | null;
    audience: Audience;
    subject: string;
    preheader: string;
    body_markdown: string;
  }>(
    db,
    sql`select r.id, r.email_normalised, r.state, r.outbox_id,
               c.audience, c.subject, c.preheader, c.body_markdown
        from campaign_recipients r join campaigns c on c.id = r.campaign_id
        where r.id = ${recipientId}`,
  );
  if (!recipient?.email_normalised || recipient.state !== "queued") return null;
  if (Number(recipient.outbox_id) !== row.id) return null;
  const email = recipient.email_normalised;
  // One query for both: the suppression list, and whether the person left or was erased; the
  // merge fields' beside it, not after it (a round trip per message is the dispatcher's cost).
  const [left, facts] = await Promise.all([
    stillInAudience(db, recipient.audience, email),
    recipientFacts(db, recipient.audience, email, recipientId),
  ]);
  if (left) {
    await mark(
      db,
      recipientId,
      left === "suppressed" ? "suppressed" : left === "erased" ? "cancelled" : "unsubscribed",
    );
    return null;
  }
  if (!facts) {
    await mark(db, recipientId, "cancelled");
    return null;
  }
  const { subject, text, html, headers } = campaignMail(
    {
      subject: recipient.subject,
      preheader: recipient.preheader,
      bodyMarkdown: recipient.body_markdown,
    },
    facts,
    env().POSTAL_ADDRESS,
  );
  return { subject, text, html, headers, to: facts.to };
}
