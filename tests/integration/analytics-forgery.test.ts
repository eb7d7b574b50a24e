import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { POST as beacon } from "@/app/api/beacon/route";
import { POST as consent } from "@/app/api/consent/route";
import { getAcquisition } from "@/server/analytics/acquisition";
import { rollUpAnalytics } from "@/server/analytics/rollup";
import { submitWaitlist } from "@/server/submissions/submit";

import { buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";
import { firstView, landingBeacon } from "../support/beacons";
import { phoneBeaconHeaders } from "../support/browser-headers";

// An attack: 480 forged beacons, each claiming 19 funnel "success" events, made "Top pages
// leading to sign-ups: /locations/leeds 9,120" against 29 real sign-ups, and 245 consent posts
// from one address made "Reject all 100%". The founders' sign-up figures must come from what the
// server stored (the sign-up row and the visit it came from), and a visit's choice counts once.

const post = (handler: (request: Request) => Promise<Response>, body: unknown) =>
  handler(
    new Request("http://localhost:3000/api/beacon", {
      method: "POST",
      headers: phoneBeaconHeaders,
      body: JSON.stringify(body),
    }),
  );

const visit = (n: number) => `forge${String(n).padStart(12, "0")}`;

const FORGED_BEACONS = 48;

/** A beacon as the attack sent it: one page view and 19 claimed sign-ups on the Leeds page. */
const forgedBeacon = (n: number) => ({
  v: 1,
  visit: visit(1000 + n),
  events: [
    firstView("/locations/leeds"),
    ...Array.from({ length: 19 }, () => ({
      type: "funnel",
      form: "waitlist",
      step: "success",
      path: "/locations/leeds",
    })),
  ],
});

const reject = (visitId: string) => ({
  v: 1,
  visit: visitId,
  bannerVersion: 2,
  action: "reject",
  categories: { performance: false, functionality: false, marketing: false },
});

/** The sign-up figures of the console: everything but the visits beacons make. */
async function signupFigures() {
  const acquisition = await getAcquisition(28);
  return {
    signups: acquisition.traffic.reduce((sum, day) => sum + day.signups, 0),
    withStatistics: acquisition.traffic.reduce((sum, day) => sum + day.signupsWithStatistics, 0),
    conversions: Object.fromEntries(
      Object.entries(acquisition.conversions).map(([dimension, rows]) => [
        dimension,
        rows.map((row) => [row.key, row.signups, row.confirmed]),
      ]),
    ),
    topPages: acquisition.topPages.map((page) => [page.path, page.signups, page.withStatistics]),
  };
}

const options = { env: { IP_RATE_LIMIT_PER_HOUR: "0" } };

describeOnDrivers("the founders' figures against forged beacons", options, ({ db }) => {
  it("counts sign-ups from the stored sign-ups, never from funnel events a beacon claims", async () => {
    // Two real sign-ups from the Leeds page's dialog, one of them from a counted visit.
    await post(beacon, landingBeacon(visit(1), "/locations/leeds"));
    await submitWaitlist(buildWaitlistInput(), {
      source: "/locations/leeds?plan=professional",
      attribution: JSON.stringify({ visit: visit(1), landing: "/locations/leeds" }),
    });
    await submitWaitlist(buildWaitlistInput(), { source: "/locations/leeds" });
    const before = await signupFigures();
    expect(before.signups).toBe(2);
    expect(before.withStatistics).toBe(1);
    expect(before.topPages).toEqual([["/locations/leeds", 2, 1]]);

    const answers = await Promise.all(
      Array.from({ length: FORGED_BEACONS }, (_, n) => post(beacon, forgedBeacon(n))),
    );
    // Accepted as page views (a beacon cannot be told from a browser's), and still counted for
    // nothing but visits and page views.
    expect(answers.map((answer) => answer.status)).toEqual(Array(FORGED_BEACONS).fill(202));
    expect(await signupFigures()).toEqual(before);
  });

  it("counts one banner choice per visit, however many times the visit posts it", async () => {
    for (let n = 0; n < 60; n += 1)
      expect((await post(consent, reject(visit(7)))).status).toBe(202);
    expect(
      (
        await post(consent, {
          ...reject(visit(8)),
          action: "accept",
          categories: { performance: true, functionality: true, marketing: true },
        })
      ).status,
    ).toBe(202);
    const counted = { accept: 1, reject: 1, customise: 0, withdraw: 0 };
    expect((await getAcquisition(28)).consent).toEqual(counted);
    // The same once their day is over and read from the daily table.
    await db().execute(sql`update consent_choices set created_at = created_at - interval '3 days',
      day = day - 3`);
    await rollUpAnalytics(db(), 13);
    expect((await getAcquisition(28)).consent).toEqual(counted);
  });
});
