"use client";

import { X } from "@/components/icons/stroke-icons";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

import { dialogAutoCloseMs, founderOffer } from "@/content/site";
import { STARTED_FIELD } from "@/lib/validation/constants";
import { interestedPlans } from "@/lib/validation/options";

import { ContactForm } from "./contact-form";
import { fillStartedAt } from "./fill-start";
import { FormShown } from "./form-shown";
import { useModalPage } from "./modal-page";
import { holdBackEntry } from "../ui/back-entry";
import { WaitlistForm } from "./waitlist-form";

export type DialogKind = "waitlist" | "contact";

export interface DialogRequest {
  kind: DialogKind;
  plan?: string;
  source: string;
  /** Gets focus back when the dialog closes. */
  trigger?: HTMLElement;
}

/** What the host calls on a tap: shows the prepared dialog at once, before React renders. */
export interface DialogHandle {
  show: (request: DialogRequest) => void;
}

const copy: Record<DialogKind, { title: string; description: string }> = {
  waitlist: {
    title: "Join the Waitlist",
    description: `The first ${founderOffer.places} trades businesses lock in founder pricing for life.`,
  },
  contact: {
    title: "Contact Us",
    description: "Send the founders a message and we'll get back to you soon.",
  },
};

const planIds = new Set<string>(interestedPlans);

/**
 * One dialog of `kind`, rendered, styled and laid out hidden before its link is tapped (decision
 * 096): a tap only makes it visible and focuses its first field, which a slow phone does within a
 * frame, while rendering the form then took it 250 to 380 ms. Each opening is a fresh form: the
 * host prepares a new one once this one has closed.
 *
 * `request` is the opening on screen as React knows it (null while prepared): the page hidden
 * behind it (decision 097) and the funnel's "opened" step follow it, just after the first frame.
 */
export default function SubmissionDialog({
  kind,
  request,
  register,
  onClosed,
}: {
  kind: DialogKind;
  request: DialogRequest | null;
  /** Given the handle once the dialog is ready to show, and null once it has been used. */
  register: (kind: DialogKind, handle: DialogHandle | null) => void;
  onClosed: (kind: DialogKind) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const shownFor = useRef<DialogRequest | null>(null);
  const releaseBack = useRef<(() => void) | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const titleId = useId();
  const descriptionId = useId();
  // While a submission is in flight neither ×, Escape nor a click outside closes the dialog: its
  // answer would have nowhere to show. Cancel is disabled meanwhile (spec section 4).
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const onPendingChange = useCallback((pending: boolean) => {
    // At once: the guards below read it before React has rendered the disabled ×.
    submittingRef.current = pending;
    setSubmitting(pending);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      releaseBack.current?.();
    },
    [],
  );

  const show = (opening: DialogRequest) => {
    const element = root.current;
    if (!element || shownFor.current) return;
    shownFor.current = opening;
    register(kind, null);
    const form = element.querySelector("form");
    if (form) {
      // The fill starts now, not when the form was prepared (decision 005).
      const started = form.elements.namedItem(STARTED_FIELD);
      if (started instanceof HTMLInputElement) started.value = fillStartedAt(started);
      const source = form.elements.namedItem("source");
      if (source instanceof HTMLInputElement) source.value = opening.source;
      const plan = form.elements.namedItem("interested_plan");
      if (plan instanceof HTMLSelectElement && opening.plan && planIds.has(opening.plan))
        plan.value = opening.plan;
    }
    element.style.visibility = "";
    firstField(form)?.focus({ preventScroll: true });
    // Back closes it (conventions.md "Back closes a dialog"), from this task on.
    releaseBack.current = holdBackEntry(`dialog-${kind}`, () => {
      if (submittingRef.current) return false;
      close();
      return true;
    }).release;
  };

  const close = () => {
    clearTimeout(closeTimer.current);
    const element = root.current;
    const opening = shownFor.current;
    if (!element || !opening) return;
    element.style.visibility = "hidden";
    releaseBack.current?.();
    releaseBack.current = null;
    releasePage();
    opening.trigger?.focus();
    onClosed(kind);
  };

  // Ready to be shown by a tap; a dialog mounted for a tap (its code had not arrived, or the
  // fresh one was not ready) shows itself.
  useLayoutEffect(() => {
    if (request) show(request);
    else register(kind, { show });
    return () => register(kind, null);
    // Once per dialog: each opening is a new one (the host's key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = request !== null;
  const releasePage = useModalPage(open, root);

  // Spec section 4: after a success the dialog closes by itself, and the message goes with it.
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, dialogAutoCloseMs);
  };
  const closeUnlessSending = () => {
    if (!submittingRef.current) close();
  };
  const { title, description } = copy[kind];
  const forms = { onSuccess: closeSoon, onCancel: close, onPendingChange };
  // The page's address until a tap gives the opening's own; show() writes it into the form first.
  const source = request?.source ?? "";

  return createPortal(
    // Hidden this way it is styled and laid out, but not painted, not hit by a pointer, not
    // focusable, and out of the accessibility tree, of find-in-page and of print. show() and
    // close() set the same style first, before React renders.
    <div ref={root} style={open ? undefined : { visibility: "hidden" }}>
      <div className="fixed inset-0 z-50 bg-navy-950/60" onClick={closeUnlessSending} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          closeUnlessSending();
        }}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
      >
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-2xl font-bold text-navy-900">
              {title}
            </h2>
            <p id={descriptionId} className="mt-1 text-slate-600">
              {description}
            </p>
          </div>
          <button
            type="button"
            disabled={submitting}
            onClick={close}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <FormShown value={open}>
          {kind === "waitlist" ? (
            <WaitlistForm source={source} {...forms} />
          ) : (
            <ContactForm source={source} {...forms} />
          )}
        </FormShown>
      </div>
    </div>,
    document.body,
  );
}

/** The first field a visitor fills in: the honeypot is out of the tab order. */
function firstField(form: HTMLFormElement | null) {
  return form?.querySelector<HTMLElement>(
    "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
  );
}
