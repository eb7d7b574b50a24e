"use client";

import { X } from "@/components/icons/stroke-icons";
import { Dialog } from "radix-ui";
import { Activity, Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";

import { dialogAutoCloseMs, founderOffer } from "@/content/site";

import { ContactForm } from "./contact-form";
import { firstField } from "./first-field";
import { useBackCloses } from "../ui/use-back-closes";
import { WaitlistForm } from "./waitlist-form";

export type DialogKind = "waitlist" | "contact";

export interface DialogRequest {
  id: number;
  kind: DialogKind;
  plan?: string;
  source: string;
  /** Gets focus back when the dialog closes. */
  trigger?: HTMLElement;
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

const kinds: DialogKind[] = ["waitlist", "contact"];

/** What a dialog rendered ahead is given until an opening claims it: the same object each time. */
const aheadOf: Record<DialogKind, DialogRequest> = {
  waitlist: { id: 0, kind: "waitlist", source: "" },
  contact: { id: 0, kind: "contact", source: "" },
};

/** A kind's dialog rendered ahead (its key), and the one an opening last took (key and request). */
type Slot = { ahead: number; shown?: { key: number; id: number } };

/**
 * Fetched once the page has settled, or on first use (dialog-host.tsx), with its forms. Each
 * kind's next dialog is rendered ahead while the page is idle, hidden (an <Activity>: its effects,
 * the focus trap, the scroll lock and the rest of the page hidden from screen readers, wait for
 * it to be shown) and outside the document, so a tap only shows it: rendering the whole form on a
 * slow phone's CPU took 250 to 380 ms after the tap. An opening takes its kind's dialog, and the
 * next one is rendered ahead at once, so every opening still shows a fresh, empty form (decision
 * 093).
 */
export default function SubmissionDialogs({
  request,
  open,
  onOpenChange,
}: {
  request: DialogRequest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [slots, setSlots] = useState<Record<DialogKind, Slot>>({
    waitlist: { ahead: 1 },
    contact: { ahead: 1 },
  });
  const taken = request && slots[request.kind];
  if (request && taken && open && taken.shown?.id !== request.id)
    setSlots({
      ...slots,
      [request.kind]: { ahead: taken.ahead + 1, shown: { key: taken.ahead, id: request.id } },
    });

  return kinds.map((kind) => {
    const { ahead, shown } = slots[kind];
    return (
      <Fragment key={kind}>
        {shown && request?.id === shown.id && (
          <Activity key={shown.key} mode="visible">
            <InDocumentWhenShown request={request} open={open} onOpenChange={onOpenChange} />
          </Activity>
        )}
        <Activity key={ahead} mode="hidden">
          <InDocumentWhenShown request={aheadOf[kind]} open onOpenChange={onOpenChange} />
        </Activity>
      </Fragment>
    );
  });
}

type DialogProps = {
  request: DialogRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A dialog in an element of its own, which joins the document only when shown (a layout effect
 * runs before the dialog's own effects): hidden, it is not part of the page at all, for a search
 * of the page's fields or words as for assistive technology.
 */
function InDocumentWhenShown(props: DialogProps) {
  const [container] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    document.body.append(container);
    return () => container.remove();
  }, [container]);
  return <SubmissionDialog container={container} {...props} />;
}

function SubmissionDialog({
  container,
  request,
  open,
  onOpenChange,
}: DialogProps & { container: HTMLElement }) {
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // While a submission is in flight neither ×, Escape nor a click outside closes the dialog: its
  // answer would have nowhere to show. Cancel is disabled meanwhile (spec section 4).
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Spec section 4: after a success the dialog closes by itself, and the message goes with it.
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => onOpenChange(false), dialogAutoCloseMs);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    onOpenChange(false);
  };
  const { title, description } = copy[request.kind];

  const forms = { onSuccess: closeSoon, onCancel: close, onPendingChange: setSubmitting };
  useBackCloses(open, `dialog-${request.id}`, () => {
    if (submitting) return false;
    close();
    return true;
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else if (!submitting) close();
      }}
    >
      {/* A container from the start: Radix's own waits for an effect, which a dialog rendered
          ahead runs only once shown, and would render nothing ahead. */}
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // The first field, not the × before it: the visitor came to fill the form in.
            const field = firstField(event.currentTarget as HTMLElement);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            request.trigger?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-navy-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              disabled={submitting}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          {request.kind === "waitlist" ? (
            <WaitlistForm plan={request.plan} source={request.source} {...forms} />
          ) : (
            <ContactForm source={request.source} {...forms} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
