import "server-only";

import { sql } from "drizzle-orm";

import { getDatabase } from "../db";
import { queryRows } from "../db/query";
import { openLeaveToken } from "./leave-token";

export type LeaveState = "subscribed" | "left";
export type LeaveOutcome = LeaveState | "invalid";

/** The mailbox a launch-news unsubscribe link names, and whether it still gets launch news. */
export async function lookUpLeave(token: string): Promise<LeaveState | null> {
  const id = openLeaveToken(token);
  if (id === null) return null;
  const { db } = await getDatabase();
  const [row] = await queryRows<{ left: boolean }>(
    db,
    sql`select p.launch_news_left_at is not null as left
        from campaign_recipients r join waitlist_people p on p.email_normalised = r.email_normalised
        where r.id = ${id}`,
  );
  if (!row) return null;
  return row.left ? "left" : "subscribed";
}

/**
 * One press leaves launch news at once (RFC 8058 one-click, or the page's button): the waitlist
 * entry and founder place stay; no campaign to the waitlist audiences writes to the mailbox again
 * (the composer checks it when each message is sent), and this recipient row reads unsubscribed.
 * Idempotent: a second press changes nothing.
 */
export async function leaveLaunchNews(token: string): Promise<LeaveOutcome> {
  const id = openLeaveToken(token);
  if (id === null) return "invalid";
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const [recipient] = await queryRows<{ email_normalised: string | null }>(
      tx,
      sql`update campaign_recipients set state = 'unsubscribed', state_at = now()
          where id = ${id} and email_normalised is not null
          returning email_normalised`,
    );
    if (!recipient?.email_normalised) return "invalid";
    const people = await queryRows<{ id: number }>(
      tx,
      sql`update waitlist_people set launch_news_left_at = coalesce(launch_news_left_at, now())
          where email_normalised = ${recipient.email_normalised} returning id`,
    );
    return people.length > 0 ? "left" : "invalid";
  });
}
