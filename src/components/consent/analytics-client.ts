"use client";

import { isGranted } from "@/lib/consent/record";
import type { FunnelForm, FunnelStep } from "@/lib/analytics/wire-constants";

import { currentConsent } from "./consent-client";

/** The beacon is its own chunk, fetched only once performance consent is given. */
export const loadBeacon = () => import("@/lib/analytics/beacon");

type Step = [FunnelForm, FunnelStep];
let sink: ((...step: Step) => void) | null = null;
let pending: Step[] = [];

/**
 * A funnel step from a form. Dropped without performance consent; held while the beacon is still
 * downloading (a form can report "opened" before it arrives), then handed over.
 */
export function trackFunnel(form: FunnelForm, step: FunnelStep) {
  if (!isGranted(currentConsent(), "performance")) pending = [];
  else if (sink) sink(form, step);
  else pending.push([form, step]);
}

export function setFunnelSink(next: typeof sink) {
  sink = next;
  if (next) for (const step of pending.splice(0)) next(...step);
}
