import { randomUUID } from "node:crypto";

import type { Database } from "@/server/db";
import {
  contactSubmissions,
  newsletterSubscriptions,
  waitlistSubmissions,
} from "@/server/db/schema";

type WaitlistInsert = typeof waitlistSubmissions.$inferInsert;

/** A stored waitlist row (straight into the table, any date); override any column. */
export function buildWaitlistRow(overrides: Partial<WaitlistInsert> = {}): WaitlistInsert {
  const email = overrides.email ?? `sam.${randomUUID().slice(0, 8)}@example.co.uk`;
  return {
    name: "Sam Carter",
    email,
    emailNormalised: email.trim().toLowerCase(),
    company: "Carter Electrical Ltd",
    trade: "electrician",
    companySize: "6-20",
    interestedPlan: "professional",
    backOfficeUsers: 2,
    fieldUsers: 8,
    currentSoftware: "",
    additionalNotes: "",
    source: "/signup",
    ...overrides,
  };
}

export async function insertWaitlistRows(db: Database, rows: Partial<WaitlistInsert>[]) {
  return db.insert(waitlistSubmissions).values(rows.map(buildWaitlistRow)).returning();
}

export async function insertContactRow(
  db: Database,
  overrides: Partial<typeof contactSubmissions.$inferInsert> = {},
) {
  const email = overrides.email ?? `priya.${randomUUID().slice(0, 8)}@example.co.uk`;
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: "Priya Shah",
      email,
      emailNormalised: email.trim().toLowerCase(),
      message: "Does it handle CIS deductions?",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertNewsletterRow(
  db: Database,
  overrides: Partial<typeof newsletterSubscriptions.$inferInsert> = {},
) {
  const email = overrides.email ?? `reader.${randomUUID().slice(0, 8)}@example.co.uk`;
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email,
      emailNormalised: email.trim().toLowerCase(),
      status: "pending",
      confirmToken: randomUUID(),
      unsubscribeToken: randomUUID(),
      consentText: "Send me the newsletter",
      consentVersion: "1",
      ...overrides,
    })
    .returning();
  return row!;
}

/** "n days ago" at noon UTC, so a date filter in UK time is never on a boundary. */
export function daysAgo(days: number, hourUtc = 12): Date {
  const date = new Date();
  date.setUTCHours(hourUtc, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}
