"use client";

import { lazy, Suspense, useRef } from "react";

import { useConsent } from "@/components/consent/consent-client";
import { ATTRIBUTION_FIELD, type FunnelForm } from "@/lib/analytics/wire-constants";

import { useFormShown } from "../forms/form-shown";

// Funnel steps, drafts, the re-send button and the sign-up's source: all downloaded only once
// consent allows one of them, so a page's form costs almost nothing more before that.
const FormCompanionLive = lazy(() => import("./form-companion-live"));

/**
 * What the optional categories add to the waitlist and contact forms, attached with one line
 * inside the <form>: funnel steps (performance), a kept draft and a one-press re-send
 * (functionality), and, for the waitlist, the hidden field carrying the sign-up's source.
 */
export function FormCompanion({ form }: { form: FunnelForm }) {
  const consent = useConsent();
  // A dialog prepared ahead (decision 096) is opened, and has a companion, once it is shown.
  const shown = useFormShown();
  const anchor = useRef<HTMLDivElement>(null);
  const performance = consent?.performance === true;
  const drafts = consent?.functionality === true;

  return (
    <div ref={anchor} className="contents">
      {/* No value prop: React would put it back on every render, over the value filled at submit
          (a hidden input's value is its attribute). Empty, it is sent as "": no attribution. */}
      {form === "waitlist" && <input type="hidden" name={ATTRIBUTION_FIELD} />}
      {shown && (performance || drafts) && (
        <Suspense fallback={null}>
          <FormCompanionLive
            form={form}
            anchor={anchor}
            performance={performance}
            drafts={drafts}
          />
        </Suspense>
      )}
    </div>
  );
}
