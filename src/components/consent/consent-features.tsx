"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { storageOf } from "@/content/browser-storage";
import { optionalConsentCategories } from "@/content/consent";
import { removeItem } from "@/lib/browser-storage";
import { isGranted } from "@/lib/consent/record";

import { loadBeacon } from "./analytics-client";
import { currentConsent, useConsent } from "./consent-client";

/**
 * What the optional categories switch on, following the saved choice live (no reload either way):
 * performance loads the beacon and counts each page, client-side navigations included; marketing
 * keeps the first source; and whatever a category kept is deleted as soon as it is not granted.
 * Nothing here downloads anything until a category is granted.
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

  useEffect(() => {
    if (!marketing) return;
    void import("@/lib/analytics/first-touch").then(({ captureFirstTouch }) => {
      // Withdrawn while the code was on its way: keep nothing.
      if (isGranted(currentConsent(), "marketing")) captureFirstTouch();
    });
  }, [marketing]);

  return null;
}
