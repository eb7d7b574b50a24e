import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { POST as beacon } from "@/app/api/beacon/route";
import { POST as consent } from "@/app/api/consent/route";
import { MAX_BEACON_BYTES, MAX_BEACON_EVENTS } from "@/lib/analytics/wire";
import { queryRows } from "@/server/db/query";
import { BEACON_BOUNDS } from "@/server/http/beacon-endpoint";
import { CONSENT_BOUNDS } from "@/server/http/consent-endpoint";

import { describeOnDrivers, drivers } from "../setup/test-database";
import { phoneBeaconHeaders } from "../support/browser-headers";

// The budgets are per clock hour: the clock stands still mid-hour, so no test straddles two.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-05T10:30:00Z"));
});
afterAll(() => vi.useRealTimers());

// An attack: 480 maximum-size bodies from one address stored 3,840 events, about 4 MB an hour
// per address and instance. Decision 084 bounds what one address and one visit can store.

const post = (
  handler: (request: Request) => Promise<Response>,
  body: string,
  address: string,
): Promise<Response> =>
  handler(
    new Request("http://localhost:3000/api/beacon", {
      method: "POST",
      headers: { ...phoneBeaconHeaders, "x-forwarded-for": address },
      body,
    }),
  );

const visit = (n: number) => `bound${String(n).padStart(12, "0")}`;

/** A beacon of 20 speed reports on long paths, as near MAX_BEACON_BYTES as the schema allows. */
function largestBeacon(visitId: string): string {
  const event = (k: number, length: number) => ({
    type: "vitals",
    path: `/${String(k).padStart(2, "0")}${"x".repeat(length)}`,
    viewport: "phone",
    lcp: 1234.5,
    inp: 120,
    cls: 0.01,
    fcp: 800,
    ttfb: 300,
  });
  let length = 197;
  for (;;) {
    const body = JSON.stringify({
      v: 1,
      visit: visitId,
      events: Array.from({ length: MAX_BEACON_EVENTS }, (_, k) => event(k, length)),
    });
    if (Buffer.byteLength(body) <= MAX_BEACON_BYTES) return body;
    length -= 1;
  }
}

const smallBeacon = (visitId: string) =>
  JSON.stringify({
    v: 1,
    visit: visitId,
    events: Array.from({ length: MAX_BEACON_EVENTS }, () => ({
      type: "vitals",
      path: "/",
      viewport: "phone",
      lcp: 1000,
    })),
  });

describeOnDrivers("what one client can store through the analytics endpoints", ({ db }, driver) => {
  // The budgets are the process's (one per endpoint, whatever the database): each driver's
  // suite speaks from its own addresses and visits.
  const own = drivers.indexOf(driver);
  const visitOf = (n: number) => visit(own * 10_000 + n);

  const storedEvents = async () => {
    const [row] = await queryRows<{ events: number }>(
      db(),
      sql`select count(*)::int as events from analytics_events`,
    );
    return row!.events;
  };

  it("bounds one address's stored events and bytes an hour, whatever visits it names", async () => {
    const address = `198.51.10${own}.20`;
    const sizes: number[] = [];
    const statuses: number[] = [];
    for (let n = 0; n < 100; n += 1) {
      const body = largestBeacon(visitOf(n));
      const response = await post(beacon, body, address);
      statuses.push(response.status);
      if (response.status === 202) sizes.push(Buffer.byteLength(body));
    }
    const acceptedBytes = sizes.reduce((sum, size) => sum + size, 0);
    const events = await storedEvents();
    expect(acceptedBytes).toBeLessThanOrEqual(BEACON_BOUNDS.perAddress.bytes);
    expect(acceptedBytes).toBeGreaterThan(BEACON_BOUNDS.perAddress.bytes - MAX_BEACON_BYTES);
    expect(events).toBe(sizes.length * MAX_BEACON_EVENTS);
    expect(events).toBeLessThanOrEqual(BEACON_BOUNDS.perAddress.records);
    // Refused from the first body that would pass the bound on, and nothing of them stored.
    expect(statuses.slice(sizes.length)).toEqual(Array(100 - sizes.length).fill(429));
    // Another address is still answered.
    expect((await post(beacon, smallBeacon(visitOf(500)), `198.51.10${own}.21`)).status).toBe(202);
  });

  it("bounds one visit's stored events an hour, from however many addresses", async () => {
    const perBody = MAX_BEACON_EVENTS;
    const fit = Math.floor(BEACON_BOUNDS.perVisit.records / perBody);
    const statuses: number[] = [];
    for (let n = 0; n < fit + 3; n += 1)
      statuses.push(
        (await post(beacon, smallBeacon(visitOf(600)), `203.0.11${own}.${n + 1}`)).status,
      );
    expect(statuses).toEqual([...Array(fit).fill(202), 429, 429, 429]);
    expect(await storedEvents()).toBe(fit * perBody);
  });

  it("bounds one visit's consent records an hour", async () => {
    const choice = JSON.stringify({
      v: 1,
      visit: visitOf(700),
      bannerVersion: 2,
      action: "reject",
      categories: { performance: false, functionality: false, marketing: false },
    });
    const statuses: number[] = [];
    for (let n = 0; n < CONSENT_BOUNDS.perVisit.records + 2; n += 1)
      statuses.push((await post(consent, choice, `192.0.${own}.${n + 1}`)).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(
      CONSENT_BOUNDS.perVisit.records,
    );
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from consent_choices`,
    );
    expect(row!.n).toBe(CONSENT_BOUNDS.perVisit.records);
  });
});
