"use client";

import { type RefObject, useEffect } from "react";

import { loadBeacon } from "@/components/consent/analytics-client";
import { currentConsent } from "@/components/consent/consent-client";
import { buildAttribution } from "@/lib/analytics/attribution";
import { readFirstTouch } from "@/lib/analytics/first-touch";
import { ensureVisit } from "@/lib/analytics/visit";
import {
  ATTRIBUTION_FIELD,
  type FunnelForm,
  type FunnelStep,
} from "@/lib/analytics/wire-constants";
import { isGranted } from "@/lib/consent/record";
import { FORM_STEP_EVENT, type FormStepDetail } from "@/lib/form-events";

import { DraftKeeper, formOf } from "./draft-keeper";

/** Loaded by FormCompanion once performance or functionality is allowed, never before. */
export default function FormCompanionLive({
  form,
  anchor,
  performance,
  drafts,
}: {
  form: FunnelForm;
  /** An element inside the <form>, which the companion finds from it. */
  anchor: RefObject<HTMLElement | null>;
  performance: boolean;
  drafts: boolean;
}) {
  // Counted from the moment statistics are allowed: a form already open when the visitor says
  // yes is "opened" then, so its later steps have a start.
  useEffect(() => {
    const element = formOf(anchor);
    if (!element || !performance) return;
    // The beacon is loaded (or loading) whenever performance is allowed, started before this
    // resolves; once consent is withdrawn it sends nothing.
    const track = (step: FunnelStep) =>
      void loadBeacon().then((beacon) => beacon.funnelStep(form, step));
    track("opened");
    const onStep = (event: Event) => track((event as CustomEvent<FormStepDetail>).detail.step);
    element.addEventListener(FORM_STEP_EVENT, onStep);
    return () => element.removeEventListener(FORM_STEP_EVENT, onStep);
  }, [form, anchor, performance]);

  const attribution = form === "waitlist" && performance;
  useEffect(() => {
    const element = formOf(anchor);
    const input = element?.elements.namedItem(ATTRIBUTION_FIELD);
    if (!element || !attribution || !(input instanceof HTMLInputElement)) return;
    // Filled as the form is sent, from the consent of that moment.
    const onStep = (event: Event) => {
      if ((event as CustomEvent<FormStepDetail>).detail.step !== "submitted") return;
      const consent = currentConsent();
      const performance = isGranted(consent, "performance");
      const source = buildAttribution(
        { performance, marketing: isGranted(consent, "marketing") },
        performance ? ensureVisit() : null,
        readFirstTouch(),
      );
      input.value = source ? JSON.stringify(source) : "";
    };
    element.addEventListener(FORM_STEP_EVENT, onStep);
    return () => {
      element.removeEventListener(FORM_STEP_EVENT, onStep);
      // Consent withdrawn: a later sign-up carries nothing.
      input.value = "";
    };
  }, [anchor, attribution]);

  return drafts ? <DraftKeeper form={form} anchor={anchor} /> : null;
}
