import "server-only";

import { sql } from "drizzle-orm";

import { founderOffer } from "@/content/site";
import { type ChoiceField, choiceFields, choiceLabel } from "@/lib/validation/fields";

import { type Database, getDatabase } from "../db";
import { queryRows } from "../db/query";
import { env } from "../env";
import { type PlanDemand, type Revenue, revenueAtListPrices } from "./revenue";

export interface Totals {
  /** Distinct normalised e-mails, quarantined rows left out (as the founder places count). */
  people: number;
  waitlistSubmissions: number;
  quarantined: number;
  contactMessages: number;
  newsletterSubscribers: number;
  failedNotifications: number;
  /** Mailboxes confirmed from the e-mail (decision 016), founders or beyond the 100. */
  confirmed: number;
  /** Of those, holding a founder place. */
  founders: number;
  /** Mailboxes not confirmed yet (and not expired). */
  pending: number;
}

export interface DayCount {
  /** YYYY-MM-DD, a UK calendar day. */
  day: string;
  count: number;
}

export interface BreakdownRow {
  value: string;
  label: string;
  count: number;
}

export interface Overview {
  totals: Totals;
  founderPlaces: { total: number; left: number };
  /** Share of people on the waitlist who confirmed their address, 0..1; null with nobody yet. */
  confirmationRate: number | null;
  signups: { days: ChartRange; perDay: DayCount[]; total: number };
  breakdowns: { trade: BreakdownRow[]; companySize: BreakdownRow[]; plan: BreakdownRow[] };
  revenue: Revenue;
}

export const chartRanges = [30, 90] as const;
export type ChartRange = (typeof chartRanges)[number];

/** Everything the overview page shows, from three queries. */
export async function getOverview(days: ChartRange): Promise<Overview> {
  const { db } = await getDatabase();
  const people = await readPeopleBreakdowns(db);
  // The people are counted once already, by plan; a second count(distinct) would cost a full pass.
  const totals = await readTotals(
    db,
    [...people.plan.values()].reduce((sum, n) => sum + n, 0),
  );
  const perDay = await readSignupsPerDay(db, days);
  return {
    totals,
    founderPlaces: {
      total: founderOffer.places,
      left: Math.max(0, founderOffer.places - totals.founders),
    },
    confirmationRate: totals.people > 0 ? totals.confirmed / totals.people : null,
    signups: { days, perDay, total: perDay.reduce((sum, day) => sum + day.count, 0) },
    breakdowns: {
      trade: withLabels("trade", people.trade),
      companySize: withLabels("company_size", people.companySize),
      plan: withLabels("interested_plan", people.plan),
    },
    revenue: revenueAtListPrices([...people.demand.values()]),
  };
}

async function readTotals(db: Database, people: number): Promise<Totals> {
  const [row] = await queryRows<Record<Exclude<keyof Totals, "people">, number | string>>(
    db,
    sql`
    select
      (select count(*) from waitlist_submissions where not quarantined) as "waitlistSubmissions",
      (select count(*) from waitlist_submissions where quarantined) as "quarantined",
      (select count(*) from contact_submissions where not quarantined) as "contactMessages",
      (select count(distinct email_normalised) from newsletter_subscriptions
        where status = 'confirmed' and not quarantined) as "newsletterSubscribers",
      (select count(*) from notification_outbox where status = 'failed') as "failedNotifications",
      (select count(confirmed_at) from waitlist_people) as "confirmed",
      (select count(founder_place) from waitlist_people) as "founders",
      (select count(*) from waitlist_people where confirmed_at is null
        and created_at >= now() - make_interval(days => ${env().WAITLIST_CONFIRM_DAYS}::int)) as "pending"`,
  );
  const number = (key: Exclude<keyof Totals, "people">) => Number(row?.[key] ?? 0);
  return {
    people,
    waitlistSubmissions: number("waitlistSubmissions"),
    quarantined: number("quarantined"),
    contactMessages: number("contactMessages"),
    newsletterSubscribers: number("newsletterSubscribers"),
    failedNotifications: number("failedNotifications"),
    confirmed: number("confirmed"),
    founders: number("founders"),
    pending: number("pending"),
  };
}

/** Counted waitlist sign-ups per UK calendar day, today included, days without any as 0. */
async function readSignupsPerDay(db: Database, days: number): Promise<DayCount[]> {
  const rows = await queryRows<{ day: string; count: number | string; today: string }>(
    db,
    sql`
    with bounds as (
      select (now() at time zone 'Europe/London')::date as today
    )
    select to_char(day, 'YYYY-MM-DD') as day, count,
           to_char((select today from bounds), 'YYYY-MM-DD') as today
    from (
      -- Group by the date first: formatting 100,000 timestamps costs more than counting them.
      select (w.created_at at time zone 'Europe/London')::date as day, count(*) as count
      from waitlist_submissions w
      where not w.quarantined
        and w.created_at >= (((select today from bounds) - ${days - 1}::int)::timestamp at time zone 'Europe/London')
      group by 1
    ) per_day`,
  );
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  const today = rows[0]?.today ?? (await londonToday(db));
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

async function londonToday(db: Database): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select to_char(now() at time zone 'Europe/London', 'YYYY-MM-DD') as today`,
  );
  return row!.today;
}

interface PeopleBreakdowns {
  trade: Map<string, number>;
  companySize: Map<string, number>;
  plan: Map<string, number>;
  demand: Map<string, PlanDemand>;
}

/**
 * Each person counted once, with their latest counted sign-up (a person who changed their mind
 * about the plan counts under the new one). One pass, three groupings.
 */
async function readPeopleBreakdowns(db: Database): Promise<PeopleBreakdowns> {
  const rows = await queryRows<{
    grouping: number;
    trade: string | null;
    company_size: string | null;
    interested_plan: string | null;
    people: number | string;
    back_office_users: number | string;
    field_users: number | string;
  }>(
    db,
    sql`
    with people as (
      select distinct on (email_normalised)
             trade, company_size, interested_plan, back_office_users, field_users
      from waitlist_submissions
      where not quarantined
      order by email_normalised, created_at desc, id desc
    )
    select grouping(trade, company_size, interested_plan) as grouping,
           trade, company_size, interested_plan,
           count(*) as people,
           coalesce(sum(back_office_users), 0) as back_office_users,
           coalesce(sum(field_users), 0) as field_users
    from people
    group by grouping sets ((trade), (company_size), (interested_plan))`,
  );
  const result: PeopleBreakdowns = {
    trade: new Map(),
    companySize: new Map(),
    plan: new Map(),
    demand: new Map(),
  };
  for (const row of rows) {
    const people = Number(row.people);
    // grouping() sets a bit for each column left out of the row's grouping set.
    if (Number(row.grouping) === 0b011) result.trade.set(row.trade!, people);
    if (Number(row.grouping) === 0b101) result.companySize.set(row.company_size!, people);
    if (Number(row.grouping) === 0b110) {
      result.plan.set(row.interested_plan!, people);
      result.demand.set(row.interested_plan!, {
        plan: row.interested_plan!,
        people,
        backOfficeUsers: Number(row.back_office_users),
        fieldUsers: Number(row.field_users),
      });
    }
  }
  return result;
}

/** Every option in the form's order (zeros included), then any value the options no longer list. */
function withLabels(field: ChoiceField, counts: Map<string, number>): BreakdownRow[] {
  const options: readonly string[] = choiceFields[field].options;
  const known = options.map((value) => ({
    value,
    label: choiceLabel(field, value),
    count: counts.get(value) ?? 0,
  }));
  const others = [...counts]
    .filter(([value]) => !(options as readonly string[]).includes(value))
    .map(([value, count]) => ({ value, label: value, count }));
  return [...known, ...others];
}
