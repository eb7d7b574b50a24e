"use client";

import { X } from "@/components/icons/stroke-icons";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";

import { dialogAutoCloseMs, founderOffer } from "@/content/site";

import { ContactForm } from "./contact-form";
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

/** Fetched once the page has settled, or on first use (dialog-host.tsx), with its forms. */
export default function SubmissionDialog({
  request,
  open,
  onOpenChange,
}: {
  request: DialogRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
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
