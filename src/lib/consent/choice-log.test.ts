// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

import { browserStorage } from "@/content/browser-storage";
import { consentPolicyVersion } from "@/content/consent";
import { consentChoiceSchema } from "@/lib/analytics/wire";

import { consentAction, postConsentChoice } from "./choice-log";
import { allAccepted, allRejected, buildConsentRecord } from "./record";

const performanceOnly = { performance: true, functionality: false, marketing: false };
const functionalityOnly = { performance: false, functionality: true, marketing: false };

describe("consent action", () => {
  it.each([
    ["accept", null, allAccepted],
    ["accept", allRejected, allAccepted],
    ["reject", null, allRejected],
    ["reject", allRejected, allRejected],
    ["customise", null, performanceOnly],
    ["customise", performanceOnly, { ...performanceOnly, marketing: true }],
    ["withdraw", allAccepted, allRejected],
    ["withdraw", allAccepted, performanceOnly],
    ["withdraw", performanceOnly, functionalityOnly],
  ] as const)("%s: from %j to %j", (expected, previous, next) => {
    expect(consentAction(previous, next)).toBe(expected);
  });
});

describe("posting a choice", () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const countedVisit = "abcdefghijklmnopqrstuv";
  const beaconVisitId = () => Promise.resolve(countedVisit);
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });

  function posted() {
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe("/api/consent");
    expect(init.method).toBe("POST");
    return consentChoiceSchema.parse(JSON.parse(init.body as string));
  }

  it("posts an acceptance with the counted visit's id", async () => {
    await postConsentChoice(null, buildConsentRecord(allAccepted), beaconVisitId);
    const body = posted();
    expect(body).toEqual({
      v: 1,
      visit: countedVisit,
      bannerVersion: consentPolicyVersion,
      action: "accept",
      categories: allAccepted,
    });
  });

  it("posts a refusal with a random id that is kept nowhere, without asking the beacon", async () => {
    const beacon = vi.fn(beaconVisitId);
    await postConsentChoice(null, buildConsentRecord(allRejected), beacon);
    const first = posted();
    await postConsentChoice(null, buildConsentRecord(allRejected), beacon);
    const second = posted();
    expect(first.action).toBe("reject");
    expect(first.visit).not.toBe(second.visit);
    expect(beacon).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it("posts a withdrawal with the id of the visit it ends", async () => {
    sessionStorage.setItem(
      browserStorage.visit.key,
      JSON.stringify({ id: countedVisit, seen: [] }),
    );
    await postConsentChoice(allAccepted, buildConsentRecord(allRejected), beaconVisitId);
    expect(posted()).toMatchObject({
      action: "withdraw",
      visit: countedVisit,
      categories: allRejected,
    });
  });
});
