import { sql } from "drizzle-orm";

import { normaliseEmail } from "@/lib/validation/mailbox";
import type { Database } from "@/server/db";
import { findPersonByEmail } from "@/server/founders/confirmation";
import { Dispatcher } from "@/server/notifications/dispatcher";
import type { MailMessage } from "@/server/notifications/transports";
import { submitWaitlist } from "@/server/submissions/submit";

import { dispatcherOptions, recordingTransport } from "./dispatcher";
import { buildWaitlistInput } from "./submissions";

/** A sign-up through the form's own path, and the mailbox row it made or joined. */
export async function signUp(db: Database, email: string) {
  const { status } = await submitWaitlist(buildWaitlistInput({ email }));
  if (status !== "ok") throw new Error(`the sign-up of ${email} was ${status}`);
  return (await findPersonByEmail(db, normaliseEmail(email)))!;
}

/**
 * `count` confirmed mailboxes f1..fN@example.co.uk holding places 1..count (each with a sign-up:
 * company "Firm n", plan professional, or undecided for every fifth), and `waiting` confirmed
 * after the places were gone. Straight into the tables: confirming 100 people one by one would
 * test the confirmation again, not what is built on it.
 */
export async function seedFounders(db: Database, count: number, waiting = 0) {
  await db.execute(sql`
    insert into waitlist_submissions (name, email, email_normalised, company, trade, company_size,
      interested_plan, back_office_users, field_users, source)
    select 'Person ' || n, 'f' || n || '@example.co.uk', 'f' || n || '@example.co.uk',
           'Firm ' || n, 'electrician', '6-20',
           case when n % 5 = 0 then 'undecided' else 'professional' end, 2, 8, '/signup'
    from generate_series(1, ${count + waiting}::int) as n`);
  await db.execute(sql`
    insert into waitlist_people (email_normalised, confirmed_at, founder_place)
    select 'f' || n || '@example.co.uk', now() - make_interval(mins => ${count + waiting}::int - n),
           case when n <= ${count}::int then n end
    from generate_series(1, ${count + waiting}::int) as n`);
}

/** Delivers everything due to a recording transport; returns what was sent. */
export async function deliverAll(db: Database): Promise<MailMessage[]> {
  const transport = recordingTransport();
  await new Dispatcher(async () => db, dispatcherOptions({ transport })).drain();
  return transport.sent;
}

export const invitationMails = (sent: MailMessage[]) =>
  sent.filter((mail) => /founder (invitation|code)/i.test(mail.subject ?? ""));

/** The mail to f`n`@example.co.uk: the dispatcher delivers several at once, in any order. */
export const mailTo = (mails: MailMessage[], n: number) =>
  mails.find((mail) => mail.to.includes(`f${n}@example.co.uk`))!;

/** The founder code a mail carries, as printed. */
export const codeIn = (mail: MailMessage) => /GRAF(-[0-9A-Z]{4}){7}/.exec(String(mail.text))?.[0];
