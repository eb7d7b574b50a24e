"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useState } from "react";

import { ConsentBanner } from "./consent-banner";
import { ConsentFeatures } from "./consent-features";
import {
  closeConsentSettings,
  loadConsentPanel,
  useConsent,
  useConsentSettingsOpen,
} from "./consent-client";

const ConsentPanel = lazy(loadConsentPanel);

/**
 * Mounted once, in the root layout, so every page has it (the shared layout, the 404 page and
 * /dashboard-mvp): the banner while no valid choice is saved, and the preferences panel, whose
 * code loads only when it is first opened. Not in the founders' console: it keeps only its session
 * cookie, which needs no consent, and the founders' own browsing is not the site's traffic (a
 * founder who accepted on the site was counted in the console's own Acquisition figures).
 */
export function ConsentManager() {
  return usePathname().startsWith("/admin") ? null : <SiteConsent />;
}

function SiteConsent() {
  const consent = useConsent();
  const open = useConsentSettingsOpen();
  // Keep the dialog mounted after its first opening, so closing it can hand focus back.
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);

  return (
    <>
      <ConsentFeatures />
      {consent === null && <ConsentBanner />}
      {requested && (
        <Suspense fallback={null}>
          <ConsentPanel open={open} onClose={closeConsentSettings} />
        </Suspense>
      )}
    </>
  );
}
