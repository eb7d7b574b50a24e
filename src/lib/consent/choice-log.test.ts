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
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });

  function posted() {
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe("/api/consent");
    expect(init.method).toBe("POST");
    return consentChoiceSchema.parse(JSON.parse(init.body as string));
  }

  it("posts an acceptance with the visit id it keeps for the visit", () => {
    postConsentChoice(null, buildConsentRecord(allAccepted));
    const body = posted();
    expect(body).toMatchObject({ v: 1, action: "accept", bannerVersion: consentPolicyVersion });
    expect(body.categories).toEqual(allAccepted);
    const kept = JSON.parse(sessionStorage.getItem(browserStorage.visit.key)!) as { id: string };
    expect(body.visit).toBe(kept.id);
  });

  it("posts a refusal with a random id that is kept nowhere", () => {
    postConsentChoice(null, buildConsentRecord(allRejected));
    const first = posted();
    postConsentChoice(null, buildConsentRecord(allRejected));
    const second = posted();
    expect(first.action).toBe("reject");
    expect(first.visit).not.toBe(second.visit);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it("posts a withdrawal with the visit it ends", () => {
    postConsentChoice(null, buildConsentRecord(allAccepted));
    const accepted = posted();
    postConsentChoice(allAccepted, buildConsentRecord(allRejected));
    const withdrawn = posted();
    expect(withdrawn).toMatchObject({ action: "withdraw", visit: accepted.visit });
    expect(withdrawn.categories).toEqual(allRejected);
  });
});
