import "server-only";

import { asc, desc, gte, sql } from "drizzle-orm";

import { type Database, getDatabase } from "../db";
import { consoleNotices } from "../db/schema";

/** How long the overview shows a notice: long enough for founders who sign in once a month. */
const SHOWN_DAYS = 90;

export interface ConsoleNotice {
  id: number;
  createdAt: Date;
  message: string;
}

/**
 * Notices of the last SHOWN_DAYS, newest first, those written together in the order written
 * (console_notices holds no personal data).
 */
export async function findConsoleNotices(db: Database): Promise<ConsoleNotice[]> {
  return db
    .select()
    .from(consoleNotices)
    .where(gte(consoleNotices.createdAt, sql`now() - make_interval(days => ${SHOWN_DAYS})`))
    .orderBy(desc(consoleNotices.createdAt), asc(consoleNotices.id));
}

/** The overview's notices, shaped for display. */
export async function recentConsoleNotices(): Promise<
  { id: number; at: string; message: string }[]
> {
  const notices = await findConsoleNotices((await getDatabase()).db);
  return notices.map(({ id, createdAt, message }) => ({
    id,
    at: createdAt.toISOString(),
    message,
  }));
}
