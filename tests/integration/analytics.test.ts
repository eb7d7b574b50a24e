import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { POST as beacon } from "@/app/api/beacon/route";
import { POST as consent } from "@/app/api/consent/route";
import { type Beacon, MAX_BEACON_EVENTS } from "@/lib/analytics/wire";
import { getAcquisition } from "@/server/analytics/acquisition";
import { rollUpAnalytics } from "@/server/analytics/rollup";
import { beaconRows, writeBeacons } from "@/server/analytics/store";
import { queryRows } from "@/server/db/query";
import {
  analyticsEvents,
  analyticsVisits,
  consentChoices,
  signupAttributions,
} from "@/server/db/schema";
import { getPersonalData } from "@/server/people/data";
import { eraseEverythingAbout } from "@/server/people/erasure";
import { findRecord } from "@/server/admin/records/detail";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { submitWaitlist } from "@/server/submissions/submit";

import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";
import { firstView, landingBeacon } from "../support/beacons";
import { phoneBeaconHeaders } from "../support/browser-headers";

const post = (handler: (request: Request) => Promise<Response>, body: unknown, headers = {}) =>
  handler(
    new Request("http://localhost:3000/api/beacon", {
      method: "POST",
      headers: { ...phoneBeaconHeaders, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const asBeacon = (value: unknown) => value as Beacon;

const visit = (n: number) => `visit${String(n).padStart(12, "0")}`;

describeOnDrivers("first-party analytics", { env: { IP_RATE_LIMIT_PER_HOUR: "0" } }, ({ db }) => {
  it("stores a beacon's events with the page type and city derived from the path", async () => {
    const response = await post(beacon, {
      v: 1,
      visit: visit(1),
      events: [
        firstView("/locations/leeds", {
          referrer: "WWW.Google.co.uk",
          utm: { source: "flyer", campaign: "spring" },
        }),
        { type: "funnel", form: "waitlist", step: "opened", path: "/locations/nottingham" },
        { type: "vitals", path: "/blog/no-such-post", viewport: "phone", lcp: 1800, cls: 0.02 },
      ],
    });
    expect(response.status).toBe(202);
    const rows = await db().select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.map((row) => [row.kind, row.pageType, row.city])).toEqual([
      ["view", "city-a", "leeds"],
      ["funnel", "city-b", "nottingham"],
      ["vitals", "other", null],
    ]);
    expect(rows[0]).toMatchObject({ referrerHost: "www.google.co.uk", utmSource: "flyer" });
    const [visitRow] = await db().select().from(analyticsVisits);
    expect(visitRow).toMatchObject({
      landingPath: "/locations/leeds",
      city: "leeds",
      viewport: "phone",
    });
  });

  it("keeps a visit's first landing page when later beacons of the visit arrive", async () => {
    expect((await post(beacon, landingBeacon(visit(2), "/"))).status).toBe(202);
    expect((await post(beacon, landingBeacon(visit(2), "/contact"))).status).toBe(202);
    const visits = await db().select().from(analyticsVisits);
    expect(visits.map((row) => [row.landingPath, row.landingType])).toEqual([["/", "home"]]);
  });

  it("batches concurrent beacons and answers each once it is stored", async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) => post(beacon, landingBeacon(visit(100 + n), "/blog/x"))),
    );
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from analytics_events`,
    );
    expect(row!.n).toBe(300);
  });

  it("writes a batch of any size in one statement, every value as sent", async () => {
    // 500 beacons of 20 events: 10,000 rows of 20 values, far past the 65,535 parameters one
    // statement could bind when each value was a parameter.
    // The rows as the schema would give them, unchecked: the writer must carry any text, quotes
    // and backslashes included, whatever the UTM rule lets through (decision 084).
    const beacons = Array.from({ length: 500 }, (_, n) =>
      beaconRows(
        asBeacon({
          v: 1,
          visit: visit(1000 + n),
          events: Array.from({ length: MAX_BEACON_EVENTS }, (_, k) =>
            k === 0
              ? firstView("/locations/leeds", {
                  referrer: "forum.example",
                  utm: { source: `flyer "${n}"`, content: "café's \\ ünïcode" },
                })
              : { type: "vitals", path: "/", viewport: "phone", lcp: 1800.5 + k, cls: 0.01 * k },
          ),
        }),
      ),
    );
    await writeBeacons(db(), beacons);
    const [counts] = await queryRows<{ events: number; visits: number }>(
      db(),
      sql`select (select count(*)::int from analytics_events) as events,
                 (select count(*)::int from analytics_visits) as visits`,
    );
    expect(counts).toEqual({ events: 10_000, visits: 500 });
    const [view] = await db()
      .select()
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.visitId} = ${visit(1007)} and ${analyticsEvents.kind} = 'view'`);
    expect(view).toMatchObject({
      path: "/locations/leeds",
      pageType: "city-a",
      city: "leeds",
      utmSource: 'flyer "7"',
      utmContent: "café's \\ ünïcode",
      utmMedium: null,
      firstInVisit: true,
      lcp: null,
    });
    const [vitals] = await db()
      .select()
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.visitId} = ${visit(1007)} and ${analyticsEvents.lcp} = 1803.5`);
    expect(vitals).toMatchObject({ kind: "vitals", viewport: "phone", cls: 0.03, inp: null });
  });

  it("does not count bots, and tells them nothing", async () => {
    const bots = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      {
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36",
      },
      { "user-agent": "" },
      { "accept-language": "", "sec-fetch-site": "", "sec-fetch-mode": "" },
    ];
    for (const headers of bots) {
      const stripped = Object.fromEntries(
        Object.entries({ ...phoneBeaconHeaders, ...headers }).filter(([, value]) => value !== ""),
      );
      const response = await beacon(
        new Request("http://localhost:3000/api/beacon", {
          method: "POST",
          headers: stripped,
          body: JSON.stringify(landingBeacon(visit(3), "/")),
        }),
      );
      expect(response.status).toBe(204);
    }
    expect(await db().select().from(analyticsEvents)).toEqual([]);
  });

  it("records a consent choice as proof: version, categories, action, visit; nothing else", async () => {
    const response = await post(consent, {
      v: 1,
      visit: visit(4),
      bannerVersion: 2,
      action: "customise",
      categories: { performance: true, functionality: false, marketing: false },
    });
    expect(response.status).toBe(202);
    const rows = await db().select().from(consentChoices);
    expect(rows).toHaveLength(1);
    const { id, createdAt, day, ...proof } = rows[0]!;
    expect(id).toBe(1);
    expect(createdAt).toBeInstanceOf(Date);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(proof).toEqual({
      visitId: visit(4),
      bannerVersion: 2,
      action: "customise",
      performance: true,
      functionality: false,
      marketing: false,
    });
  });

  it("stores a sign-up's attribution with it, shows it to the person, and erases it with them", async () => {
    await post(beacon, landingBeacon(visit(5), "/locations/leeds", { utm: { source: "flyer" } }));
    const input = buildWaitlistInput();
    const result = await submitWaitlist(input, {
      attribution: JSON.stringify({
        visit: visit(5),
        landing: "/locations/leeds",
        utm: { source: "flyer" },
      }),
    });
    expect(result.status).toBe("ok");
    const [stored] = await db().select().from(signupAttributions);
    expect(stored).toMatchObject({
      landingPath: "/locations/leeds",
      landingType: "city-a",
      city: "leeds",
      viewport: "phone",
      utmSource: "flyer",
    });
    const data = await getPersonalData(input.email);
    expect(data.waitlist[0]!.attribution).toMatchObject({
      landing_page: "/locations/leeds",
      utm: { source: "flyer" },
      visit_id: visit(5),
    });
    // The founders see where the visit began: the form's own source says only "/signup".
    const transport = recordingTransport();
    await new Dispatcher(async () => db(), dispatcherOptions({ transport })).drain();
    const notice = transport.sent.find((mail) => mail.to.includes("founders@example.co.uk"))!;
    expect(notice.text).toContain("Landed on: /locations/leeds");
    expect(notice.text).toContain("Campaign: flyer");
    const [attributed] = await db().select().from(signupAttributions);
    const record = await findRecord("waitlist", attributed!.submissionId);
    expect(record!.fields).toEqual(
      expect.arrayContaining([
        { label: "Landed on", value: "/locations/leeds" },
        { label: "Campaign", value: "flyer" },
      ]),
    );
    const acquisition = await getAcquisition(28);
    expect(acquisition.conversions.landing[0]).toEqual({
      key: "/locations/leeds",
      visits: 1,
      signups: 1,
      confirmed: 0,
    });
    expect(acquisition.conversions.source[0]).toMatchObject({ key: "flyer", signups: 1 });

    await eraseEverythingAbout(input.email);
    expect(await db().select().from(signupAttributions)).toEqual([]);
  });

  it("drops bad attribution and still takes the sign-up", async () => {
    for (const attribution of ["{not json", JSON.stringify({ landing: "/?token=abc" }), 42]) {
      expect((await submitWaitlist(buildWaitlistInput(), { attribution })).status).toBe("ok");
    }
    expect(await db().select().from(signupAttributions)).toEqual([]);
  });

  it("rolls finished days into daily figures, deletes what is past retention, and the figures do not move", async () => {
    for (let n = 0; n < 6; n += 1) {
      await post(beacon, {
        ...landingBeacon(visit(10 + n), n % 2 ? "/locations/leeds" : "/"),
        events: [
          firstView(n % 2 ? "/locations/leeds" : "/", { viewport: "desktop" }),
          { type: "funnel", form: "waitlist", step: n < 2 ? "success" : "opened", path: "/signup" },
        ],
      });
      await post(consent, {
        v: 1,
        visit: visit(10 + n),
        bannerVersion: 1,
        action: n < 4 ? "accept" : "reject",
        categories: { performance: n < 4, functionality: n < 4, marketing: n < 4 },
      });
    }
    // Four visits twenty days ago (within retention, rolled up), two 14 months ago (past it).
    const age = (ids: string[], interval: string) => sql`
      update ${sql.identifier("analytics_events")} set created_at = now() - ${interval}::interval,
        day = ((now() - ${interval}::interval) at time zone 'Europe/London')::date
      where visit_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
    const recent = [visit(10), visit(11), visit(12), visit(13)];
    const old = [visit(14), visit(15)];
    for (const [ids, interval] of [
      [recent, "20 days"],
      [old, "14 months"],
    ] as const) {
      await db().execute(age([...ids], interval));
      for (const table of ["analytics_visits", "consent_choices"]) {
        await db().execute(sql`
          update ${sql.identifier(table)} set created_at = now() - ${interval}::interval,
            day = ((now() - ${interval}::interval) at time zone 'Europe/London')::date
          where visit_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`);
      }
    }
    const before = await getAcquisition(28);
    const yearBefore = await getAcquisition(365);
    expect(before.traffic.reduce((sum, day) => sum + day.visits, 0)).toBe(4);
    expect(before.consent).toEqual({ accept: 4, reject: 0, customise: 0, withdraw: 0 });

    const summary = await rollUpAnalytics(db(), 13);
    expect(summary).toMatchObject({ eventsDeleted: 4, visitsDeleted: 2, consentDeleted: 2 });
    expect(summary.daysRolled).toBeGreaterThan(400);
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from analytics_events`,
    );
    expect(left!.n).toBe(8);

    const after = await getAcquisition(28);
    expect(after.traffic).toEqual(before.traffic);
    expect(after.conversions).toEqual(before.conversions);
    expect(after.topPages).toEqual(before.topPages);
    expect(after.consent).toEqual(before.consent);
    expect((await getAcquisition(365)).traffic).toEqual(yearBefore.traffic);
    // The 14-month-old visits live on only as daily figures.
    const [daily] = await queryRows<{ visits: number }>(
      db(),
      sql`select sum(visits)::int as visits from analytics_daily_visits where dimension = 'viewport'`,
    );
    expect(daily!.visits).toBe(6);

    // A second run within the hour rolls nothing twice.
    expect(await rollUpAnalytics(db(), 13)).toEqual({
      daysRolled: 0,
      eventsDeleted: 0,
      visitsDeleted: 0,
      consentDeleted: 0,
    });
    expect(await getAcquisition(28)).toEqual(after);
  });

  it("gives p75 speed per page type and viewport over the last 7 and 28 days", async () => {
    const lcps = [1000, 2000, 3000, 4000];
    for (const [n, lcp] of lcps.entries()) {
      await post(beacon, {
        v: 1,
        visit: visit(30 + n),
        events: [
          { type: "vitals", path: "/", viewport: "phone", lcp, inp: 100 * (n + 1), cls: 0.05 },
        ],
      });
    }
    const { vitals } = await getAcquisition(28);
    expect(vitals.map((window) => window.days)).toEqual([7, 28]);
    expect(vitals[0]!.rows).toEqual([
      { pageType: "home", viewport: "phone", samples: 4, lcp: 3250, inp: 325, cls: 0.05 },
    ]);
  });
});
