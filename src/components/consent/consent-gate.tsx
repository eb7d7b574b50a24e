"use client";

import type { ReactNode } from "react";

import type { ConsentCategoryId } from "@/content/consent";
import { isGranted } from "@/lib/consent/record";

import { useConsent } from "./consent-client";

/**
 * The one way anything non-essential enters a page: its children render only once the visitor
 * has granted `category`, and unmount if the grant is withdrawn. They never reach the
 * prerendered HTML, so nothing optional runs, loads or sets a cookie before consent. Put the
 * loading itself inside, e.g. `<ConsentGate category="performance"><Script src=… /></ConsentGate>`.
 */
export function ConsentGate({
  category,
  children,
  fallback = null,
}: {
  category: ConsentCategoryId;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  // While the choice is unknown (server render, hydration) an optional category is not granted.
  return isGranted(useConsent(), category) ? children : fallback;
}
