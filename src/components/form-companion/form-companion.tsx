"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";

import { trackFunnel } from "@/components/consent/analytics-client";
import { useConsent } from "@/components/consent/consent-client";
import { ATTRIBUTION_FIELD, type FunnelForm } from "@/lib/analytics/wire-constants";
import { FORM_STEP_EVENT, type FormStepDetail } from "@/lib/form-events";

// Drafts, the re-send button and the sign-up's source: downloaded only once consent allows one.
const FormCompanionLive = lazy(() => import("./form-companion-live"));

/**
 * What the optional categories add to the waitlist and contact forms, attached with one line
 * inside the <form>: funnel steps (performance), a kept draft and a one-press re-send
 * (functionality), and, for the waitlist, the hidden field carrying the sign-up's source.
 */
export function FormCompanion({ form }: { form: FunnelForm }) {
  const consent = useConsent();
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const anchor = useCallback(
    (node: HTMLElement | null) => setElement(node?.closest("form") ?? null),
    [],
  );

  const performance = consent?.performance === true;
  // Counted from the moment statistics are allowed: a form already open when the visitor says
  // yes is "opened" then, so its later steps have a start.
  useEffect(() => {
    if (!element) return;
    trackFunnel(form, "opened");
    const onStep = (event: Event) =>
      trackFunnel(form, (event as CustomEvent<FormStepDetail>).detail.step);
    element.addEventListener(FORM_STEP_EVENT, onStep);
    return () => element.removeEventListener(FORM_STEP_EVENT, onStep);
  }, [form, element, performance]);

  const attribution = form === "waitlist" && performance;
  const drafts = consent?.functionality === true;
  return (
    <div ref={anchor} className="contents">
      {/* No value prop: React would put it back on every render, over the value filled at submit
          (a hidden input's value is its attribute). Empty, it is sent as "": no attribution. */}
      {form === "waitlist" && <input type="hidden" name={ATTRIBUTION_FIELD} />}
      {element && (attribution || drafts) && (
        <Suspense fallback={null}>
          <FormCompanionLive
            form={form}
            element={element}
            attribution={attribution}
            drafts={drafts}
          />
        </Suspense>
      )}
    </div>
  );
}
