// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

import { readFirstTouch } from "@/lib/analytics/first-touch";
import { readVisit } from "@/lib/analytics/visit";
import { allAccepted } from "@/lib/consent/record";

import { saveConsent } from "./consent-client";

// A choice is acted on before the click's task ends: a link followed at once ends the page at the
// next task, and must lose neither the proof, nor the visit it names, nor the first touch.
describe("saving a choice", () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    history.replaceState(null, "", "/locations/leeds?utm_source=flyer");
  });

  it("with everything allowed: the proof is posted, the visit started and the first touch kept", () => {
    saveConsent(allAccepted);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readVisit()).toMatchObject({ landing: "/locations/leeds", utm: { source: "flyer" } });
    expect(readFirstTouch()).toMatchObject({
      landing: "/locations/leeds",
      utm: { source: "flyer" },
    });
  });

  it("with marketing alone: the first touch is this page's, and no visit is counted", () => {
    saveConsent({ performance: false, functionality: false, marketing: true });
    expect(readFirstTouch()).toMatchObject({
      landing: "/locations/leeds",
      utm: { source: "flyer" },
    });
    expect(readVisit()).toBeNull();
  });

  it("without marketing: no first touch", () => {
    saveConsent({ performance: true, functionality: true, marketing: false });
    expect(readFirstTouch()).toBeNull();
  });
});
