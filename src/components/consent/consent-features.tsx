"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { storageOf } from "@/content/browser-storage";
import { optionalConsentCategories } from "@/content/consent";
import { captureFirstTouch } from "@/lib/analytics/first-touch";
import { removeItem } from "@/lib/browser-storage";
import { isGranted } from "@/lib/consent/record";

import { loadBeacon } from "./analytics-client";
import { useConsent } from "./consent-client";

/**
 * What the optional categories switch on, following the saved choice live (no reload either way):
 * performance loads the beacon and counts each page, client-side navigations included; marketing
 * keeps the first source; and whatever a category kept is deleted as soon as it is not granted.
 * The beacon is not even downloaded until performance is granted.
 */
export function ConsentFeatures() {
  const consent = useConsent();
  const pathname = usePathname();
  const performance = consent?.performance === true;
  const marketing = consent?.marketing === true;

  useEffect(() => {
    if (consent === undefined) return;
    for (const category of optionalConsentCategories)
      if (!isGranted(consent, category))
        for (const item of storageOf(category)) removeItem(item.area, item.key);
  }, [consent]);

  useEffect(() => {
    if (!performance) return;
    let stop: (() => void) | undefined;
    let live = true;
    void loadBeacon().then((beacon) => {
      if (live) stop = beacon.startBeacon();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [performance]);

  useEffect(() => {
    if (performance) void loadBeacon().then((beacon) => beacon.pageView(pathname));
  }, [performance, pathname]);

  // A choice made on this page has captured it already (saveConsent); with consent saved on an
  // earlier page this keeps a first touch there is none of (never kept, or expired).
  useEffect(() => {
    if (marketing) captureFirstTouch();
  }, [marketing]);

  return null;
}
