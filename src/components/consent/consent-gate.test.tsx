// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { consentPolicyVersion, consentStorageKey } from "@/content/consent";
import { allAccepted, allRejected, buildConsentRecord } from "@/lib/consent/record";

import { saveConsent } from "./consent-client";
import { ConsentGate } from "./consent-gate";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Stands in for a marketing tag: it sets a cookie as soon as it mounts. */
function AdTag() {
  useEffect(() => {
    document.cookie = "ad_id=123; path=/";
    return () => void (document.cookie = "ad_id=; path=/; max-age=0");
  }, []);
  return <span data-testid="ads" />;
}

function Page() {
  return (
    <>
      <ConsentGate category="essential">
        <p>essential</p>
      </ConsentGate>
      <ConsentGate category="performance" fallback={<p>no analytics</p>}>
        <p>analytics</p>
      </ConsentGate>
      <ConsentGate category="marketing">
        <AdTag />
      </ConsentGate>
    </>
  );
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  // Each choice is posted as proof of consent (decision 025); there is no server here.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  localStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = () => act(() => root.render(<Page />));
const text = () => container.textContent;
const adsTag = () => container.querySelector('[data-testid="ads"]');

describe("ConsentGate", () => {
  it("keeps every optional child out of the prerendered HTML", () => {
    localStorage.setItem(consentStorageKey, JSON.stringify(buildConsentRecord(allAccepted)));
    const html = renderToString(<Page />);
    expect(html).toContain("essential");
    expect(html).toContain("no analytics");
    expect(html).not.toContain(">analytics<");
    expect(html).not.toContain("ads");
  });

  it("renders optional children only after consent, and removes them when it is withdrawn", () => {
    render();
    expect(text()).toBe("essentialno analytics");
    expect(adsTag()).toBeNull();
    expect(document.cookie).toBe("");

    act(() => void saveConsent(allAccepted));
    expect(text()).toBe("essentialanalytics");
    expect(adsTag()).not.toBeNull();
    expect(document.cookie).toBe("ad_id=123");

    act(() => void saveConsent(allRejected));
    expect(text()).toBe("essentialno analytics");
    expect(adsTag()).toBeNull();
  });

  it("grants each category on its own", () => {
    render();
    act(() => void saveConsent({ performance: true, functionality: false, marketing: false }));
    expect(text()).toBe("essentialanalytics");
    expect(adsTag()).toBeNull();
  });

  it("follows a choice made in another tab", () => {
    render();
    act(() => {
      localStorage.setItem(consentStorageKey, JSON.stringify(buildConsentRecord(allAccepted)));
      window.dispatchEvent(new StorageEvent("storage", { key: consentStorageKey }));
    });
    expect(adsTag()).not.toBeNull();
  });

  it("ignores a choice saved under an older policy version", () => {
    const old = buildConsentRecord(allAccepted, new Date(), consentPolicyVersion - 1);
    localStorage.setItem(consentStorageKey, JSON.stringify(old));
    render();
    expect(text()).toBe("essentialno analytics");
  });
});
