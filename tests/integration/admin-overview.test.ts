import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { getOverview } from "@/server/admin/overview";

import {
  daysAgo,
  insertContactRow,
  insertNewsletterRow,
  insertWaitlistRows,
} from "../factories/admin";
import { describeOnDrivers } from "../setup/test-database";

describeOnDrivers("admin overview", ({ db }) => {
  it("counts people once, with their latest sign-up, and prices the waitlist at list prices", async () => {
    await insertWaitlistRows(db(), [
      // Ann changed her mind: Starter first, then Professional with 3 + 10 users.
      {
        email: "ann@example.co.uk",
        interestedPlan: "starter",
        backOfficeUsers: 1,
        fieldUsers: 0,
        trade: "plumber",
        createdAt: daysAgo(5),
      },
      {
        email: " ANN@example.co.uk",
        interestedPlan: "professional",
        backOfficeUsers: 3,
        fieldUsers: 10,
        trade: "plumber",
        companySize: "21-50",
        createdAt: daysAgo(2),
      },
      {
        email: "bob@example.co.uk",
        interestedPlan: "enterprise",
        backOfficeUsers: 2,
        fieldUsers: 40,
        trade: "roofer",
        companySize: "51-200",
        createdAt: daysAgo(1),
      },
      {
        email: "cat@example.co.uk",
        interestedPlan: "starter",
        backOfficeUsers: 1,
        fieldUsers: 2,
        trade: "electrician",
        companySize: "1-5",
        createdAt: daysAgo(0),
      },
      {
        email: "dan@example.co.uk",
        interestedPlan: "undecided",
        backOfficeUsers: 4,
        fieldUsers: 5,
        trade: "other",
        companySize: "1-5",
        createdAt: daysAgo(40),
      },
      // Quarantined: not a person, not priced, not charted.
      {
        email: "bot@example.co.uk",
        interestedPlan: "enterprise",
        backOfficeUsers: 900,
        quarantined: true,
        createdAt: daysAgo(0),
      },
    ]);
    await insertContactRow(db());
    await insertContactRow(db(), { quarantined: true });
    await insertNewsletterRow(db(), { status: "confirmed", confirmedAt: new Date() });
    await insertNewsletterRow(db(), { status: "pending" });
    // Only confirmed addresses hold founder places (decision 016); dan never confirmed in time.
    await db().execute(sql`
      insert into waitlist_people (email_normalised, created_at, confirmed_at, founder_place) values
        ('ann@example.co.uk', now(), now(), 1),
        ('bob@example.co.uk', now(), now(), 2),
        ('cat@example.co.uk', now(), null, null),
        ('dan@example.co.uk', now() - interval '10 days', null, null)`);

    const overview = await getOverview(30);
    expect(overview.totals).toEqual({
      people: 4,
      waitlistSubmissions: 5,
      quarantined: 1,
      contactMessages: 1,
      newsletterSubscribers: 1,
      failedNotifications: 0,
      confirmed: 2,
      founders: 2,
      pending: 1,
    });
    expect(overview.founderPlaces).toEqual({ total: 100, left: 98 });
    expect(overview.confirmationRate).toBe(0.5);
    // Professional 3 x £39 + 10 x £1 = £127; Enterprise 2 x £79 + 40 = £198; Starter 19 + 2 = £21.
    expect(overview.revenue.lines.map((line) => [line.plan, line.people, line.monthly])).toEqual([
      ["starter", 1, 21],
      ["professional", 1, 127],
      ["enterprise", 1, 198],
    ]);
    expect(overview.revenue.monthly).toBe(346);
    expect(overview.revenue.undecided).toEqual({
      plan: "undecided",
      people: 1,
      backOfficeUsers: 4,
      fieldUsers: 5,
    });
    const count = (rows: { value: string; count: number }[], value: string) =>
      rows.find((row) => row.value === value)?.count;
    expect(count(overview.breakdowns.trade, "plumber")).toBe(1);
    expect(count(overview.breakdowns.trade, "bricklayer")).toBe(0);
    expect(count(overview.breakdowns.companySize, "1-5")).toBe(2);
    expect(count(overview.breakdowns.companySize, "21-50")).toBe(1);
    expect(count(overview.breakdowns.plan, "starter")).toBe(1);
    expect(overview.breakdowns.plan.map((row) => row.value)).toEqual([
      "starter",
      "professional",
      "enterprise",
      "undecided",
    ]);
  });

  it("charts counted sign-ups per UK day, zero days included, for 30 and 90 days", async () => {
    await insertWaitlistRows(db(), [
      { createdAt: daysAgo(0) },
      { createdAt: daysAgo(0) },
      { createdAt: daysAgo(3) },
      { createdAt: daysAgo(45) },
      { createdAt: daysAgo(0), quarantined: true },
    ]);
    const month = await getOverview(30);
    expect(month.signups.perDay).toHaveLength(30);
    expect(month.signups.total).toBe(3);
    const byDay = new Map(month.signups.perDay.map((day) => [day.day, day.count]));
    expect(byDay.get(daysAgo(0).toISOString().slice(0, 10))).toBe(2);
    expect(byDay.get(daysAgo(3).toISOString().slice(0, 10))).toBe(1);
    expect(month.signups.perDay.at(-1)!.day).toBe(daysAgo(0).toISOString().slice(0, 10));
    const quarter = await getOverview(90);
    expect(quarter.signups.perDay).toHaveLength(90);
    expect(quarter.signups.total).toBe(4);
  });

  it("answers on an empty database", async () => {
    const overview = await getOverview(30);
    expect(overview.totals.people).toBe(0);
    expect(overview.signups.perDay).toHaveLength(30);
    expect(overview.revenue.monthly).toBe(0);
    expect(overview.founderPlaces.left).toBe(100);
  });
});
