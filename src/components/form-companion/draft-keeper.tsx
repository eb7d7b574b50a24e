"use client";

import { type RefObject, useEffect, useId, useRef, useState } from "react";

import { formDraftCopy as copy } from "@/content/form-drafts";
import type { FunnelForm } from "@/lib/analytics/wire-constants";
import {
  applyValues,
  deleteDraft,
  differsFrom,
  type FormDraft,
  formValues,
  pageValues,
  readDraft,
  saveDraft,
} from "@/lib/form-drafts";
import { FORM_STEP_EVENT, type FormStepDetail } from "@/lib/form-events";

const button =
  "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

/** The companion's form, looked up in effects and handlers only (refs are attached by then). */
export const formOf = (anchor: RefObject<HTMLElement | null>) =>
  anchor.current?.closest("form") ?? null;

/** The first field the visitor fills in, for focus after a choice removes the buttons. */
function firstField(form: HTMLFormElement) {
  return form.querySelector<HTMLElement>(
    "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
  );
}

/**
 * Functionality consent: keeps what the visitor types (never the server's business), offers an
 * earlier draft back with a clear choice, and keeps a form that could not be sent so one press
 * sends it again, here or after a reload.
 */
export function DraftKeeper({
  form,
  anchor,
}: {
  form: FunnelForm;
  anchor: RefObject<HTMLElement | null>;
}) {
  const labelId = useId();
  const [offer, setOffer] = useState<FormDraft | null>(() => readDraft(form));
  const [restored, setRestored] = useState(false);
  const offered = useRef(offer);
  useEffect(() => {
    offered.current = offer;
  }, [offer]);

  useEffect(() => {
    const element = formOf(anchor);
    if (!element) return;
    const initial = pageValues(element);
    const keep = () => {
      const values = formValues(element);
      if (differsFrom(values, initial)) saveDraft(form, values);
      else deleteDraft(form);
    };
    // An earlier draft still on offer stays as it is until the visitor chooses. Otherwise what was
    // typed before this code arrived is kept at once, not only after the next key.
    const found = formValues(element);
    if (!offered.current && differsFrom(found, initial)) saveDraft(form, found);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      if (offered.current) return;
      clearTimeout(timer);
      timer = setTimeout(keep, 400);
    };
    const onStep = (event: Event) => {
      const { step, result } = (event as CustomEvent<FormStepDetail>).detail;
      clearTimeout(timer);
      if (step === "success") {
        deleteDraft(form);
        setOffer(null);
      } else if (step === "refused" && result?.status === "failed") {
        // No answer from the server (no signal, a timeout): keep it, ready to send again.
        const values = formValues(element);
        saveDraft(form, values, true);
        setOffer({ values, savedAt: Date.now(), unsent: true });
      }
    };
    element.addEventListener("input", onInput);
    element.addEventListener(FORM_STEP_EVENT, onStep);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", onInput);
      element.removeEventListener(FORM_STEP_EVENT, onStep);
    };
  }, [form, anchor]);

  if (!offer)
    return restored ? (
      <p role="status" className="mb-5 text-sm text-slate-700">
        {copy.restored}
      </p>
    ) : null;

  const settle = (restore: boolean) => {
    const element = formOf(anchor);
    if (!element) return;
    if (restore) applyValues(element, offer.values);
    else deleteDraft(form);
    setOffer(null);
    setRestored(restore);
    firstField(element)?.focus();
  };
  const sendAgain = () => {
    const element = formOf(anchor);
    if (!element) return;
    applyValues(element, offer.values);
    setOffer(null);
    element.requestSubmit();
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="mb-5 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700"
    >
      <p id={labelId} className="font-semibold text-navy-900">
        {offer.unsent ? copy.unsentLabel : copy.draftLabel}
      </p>
      <p className="mt-1">{offer.unsent ? copy.unsentText : copy.draftText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${button} bg-navy-900 text-white hover:bg-navy-800`}
          onClick={offer.unsent ? sendAgain : () => settle(true)}
        >
          {offer.unsent ? copy.sendAgain : copy.restore}
        </button>
        <button
          type="button"
          className={`${button} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`}
          onClick={() => settle(false)}
        >
          {offer.unsent ? copy.discardUnsent : copy.discard}
        </button>
      </div>
    </div>
  );
}
