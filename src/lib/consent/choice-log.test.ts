// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

import { browserStorage } from "@/content/browser-storage";
import { consentPolicyVersion } from "@/content/consent";
import { ensureVisit } from "@/lib/analytics/visit";
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
  const startVisit = () =>
    sessionStorage.setItem(
      browserStorage.visit.key,
      JSON.stringify({ id: countedVisit, landing: "/", seen: [] }),
    );
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
    startVisit();
    await postConsentChoice(null, buildConsentRecord(allAccepted));
    const body = posted();
    expect(body).toEqual({
      v: 1,
      visit: countedVisit,
      bannerVersion: consentPolicyVersion,
      action: "accept",
      categories: allAccepted,
    });
  });

  it("posts an acceptance before the click's task ends, and the visit then starts under its id", () => {
    // Not awaited: a link followed right after Accept All ends the page at the next task.
    void postConsentChoice(null, buildConsentRecord(allAccepted));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const proof = posted();
    expect(ensureVisit()).toMatchObject({ id: proof.visit, landing: "/", seen: [] });
  });

  it("posts a refusal with a random id that is kept nowhere", async () => {
    await postConsentChoice(null, buildConsentRecord(allRejected));
    const first = posted();
    await postConsentChoice(null, buildConsentRecord(allRejected));
    const second = posted();
    expect(first.action).toBe("reject");
    expect(first.visit).not.toBe(second.visit);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it("posts a withdrawal with the id of the visit it ends", async () => {
    startVisit();
    await postConsentChoice(allAccepted, buildConsentRecord(allRejected));
    expect(posted()).toMatchObject({
      action: "withdraw",
      visit: countedVisit,
      categories: allRejected,
    });
  });
});
