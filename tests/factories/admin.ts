import { randomUUID } from "node:crypto";

import type { InferInsertModel, InferSelectModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { NextRequest } from "next/server";

import { waitlistFieldNames } from "@/lib/validation/fields";
import { waitlistSchema } from "@/lib/validation/schemas";
import { handleLogin } from "@/server/admin/handlers/login";
import type { Database } from "@/server/db";
import {
  contactSubmissions,
  newsletterSubscriptions,
  waitlistSubmissions,
} from "@/server/db/schema";
import { toWaitlistRow } from "@/server/db/waitlist-columns";

import { buildWaitlistInput } from "./submissions";

type WaitlistInsert = typeof waitlistSubmissions.$inferInsert;

/** The form's default sign-up (tests/factories/submissions.ts) as row values, by the one map. */
const defaultWaitlistValues = toWaitlistRow(
  waitlistSchema.parse(buildWaitlistInput()),
  waitlistFieldNames,
);

/** A stored waitlist row (straight into the table, any date); override any column. */
export function buildWaitlistRow(overrides: Partial<WaitlistInsert> = {}): WaitlistInsert {
  return {
    ...defaultWaitlistValues,
    ...addressFor("sam", overrides.email),
    source: "/signup",
    ...overrides,
  };
}

export async function insertWaitlistRows(db: Database, rows: Partial<WaitlistInsert>[]) {
  return db.insert(waitlistSubmissions).values(rows.map(buildWaitlistRow)).returning();
}

/** One row straight into `table`, returned as stored. */
async function insertOne<T extends PgTable>(
  db: Database,
  table: T,
  values: InferInsertModel<T>,
): Promise<InferSelectModel<T>> {
  const [row] = (await db.insert(table).values(values).returning()) as InferSelectModel<T>[];
  return row!;
}

/** An address of its own, and its normalised form, unless the overrides give one. */
function addressFor(label: string, email?: string) {
  const address = email ?? `${label}.${randomUUID().slice(0, 8)}@example.co.uk`;
  return { email: address, emailNormalised: address.trim().toLowerCase() };
}

export function insertContactRow(
  db: Database,
  overrides: Partial<typeof contactSubmissions.$inferInsert> = {},
) {
  return insertOne(db, contactSubmissions, {
    name: "Priya Shah",
    ...addressFor("priya", overrides.email),
    message: "Does it handle CIS deductions?",
    ...overrides,
  });
}

export function insertNewsletterRow(
  db: Database,
  overrides: Partial<typeof newsletterSubscriptions.$inferInsert> = {},
) {
  return insertOne(db, newsletterSubscriptions, {
    ...addressFor("reader", overrides.email),
    status: "pending",
    confirmToken: randomUUID(),
    unsubscribeToken: randomUUID(),
    consentText: "Send me the newsletter",
    consentVersion: "1",
    ...overrides,
  });
}

/** "n days ago" at noon UTC, so a date filter in UK time is never on a boundary. */
export function daysAgo(days: number, hourUtc = 12): Date {
  const date = new Date();
  date.setUTCHours(hourUtc, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

/** Signs in through the login handler as the console's form posts; returns the session cookie. */
export async function adminSessionCookie(password = "the-right-password"): Promise<string> {
  const response = await handleLogin(
    new NextRequest("http://localhost:3000/admin/api/login", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "192.0.2.1",
      },
      body: new URLSearchParams({ password }).toString(),
    }),
  );
  const cookie = response.headers.get("set-cookie") ?? "";
  if (!/^grafter_admin=/.test(cookie)) throw new Error(`no session (${response.status})`);
  return cookie.split(";", 1)[0]!;
}
