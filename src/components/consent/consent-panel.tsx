"use client";

import { X } from "@/components/icons/stroke-icons";
import { Dialog, Switch } from "radix-ui";
import { useState } from "react";

import type { OptionalConsentCategory } from "@/content/consent";
import { consentCategories, consentPanelCopy } from "@/content/consent-panel";
import type { ConsentChoices } from "@/lib/consent/record";

import { useBackCloses } from "../ui/use-back-closes";
import { restoreFocus, saveConsent, useConsent } from "./consent-client";
import { RejectAcceptAll } from "./reject-accept-all";

const secondaryButton =
  "text-navy-900 min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-50";
const primaryButton =
  "bg-brand-700 hover:bg-brand-800 min-h-11 rounded-lg px-5 py-2 text-sm font-semibold text-white shadow-sm";

/** The preferences panel: loaded on first opening (see ConsentManager), never before. */
export default function ConsentPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, "cookie-settings", () => {
    onClose();
    return true;
  });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-navy-900">
              {consentPanelCopy.panelTitle}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-10 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">
            {consentPanelCopy.panelDescription}
          </Dialog.Description>
          <Preferences onDone={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Preferences({ onDone }: { onDone: () => void }) {
  const consent = useConsent();
  // Dialog.Content unmounts when closed, so each opening starts from the saved choice (or the
  // default, essential only).
  const [choices, setChoices] = useState<ConsentChoices>(() => ({
    performance: consent?.performance ?? false,
    functionality: consent?.functionality ?? false,
    marketing: consent?.marketing ?? false,
  }));

  function save(next: ConsentChoices) {
    saveConsent(next);
    onDone();
  }

  return (
    <>
      <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {consentCategories.map((category) => {
          const id = `consent-${category.id}`;
          const checked = category.locked || choices[category.id as OptionalConsentCategory];
          return (
            <li key={category.id} className="flex items-start justify-between gap-4 p-4">
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={id} className="font-semibold text-navy-900">
                    {category.name}
                  </label>
                  {category.locked && (
                    <span
                      id={`${id}-locked`}
                      className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700"
                    >
                      Always on
                    </span>
                  )}
                </div>
                <p id={`${id}-description`} className="mt-1 text-sm leading-6 text-slate-600">
                  {category.description}
                </p>
              </div>
              <Switch.Root
                id={id}
                checked={checked}
                disabled={category.locked}
                aria-describedby={`${category.locked ? `${id}-locked ` : ""}${id}-description`}
                onCheckedChange={(value) =>
                  setChoices((current) => ({ ...current, [category.id]: value }))
                }
                className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors disabled:cursor-not-allowed data-[disabled]:opacity-60 data-[state=checked]:bg-brand-700"
              >
                <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
              </Switch.Root>
            </li>
          );
        })}
      </ul>
      {/* On a phone the list can outgrow the sheet: the buttons stay in view at its foot. */}
      <div className="sticky bottom-0 -mx-5 mt-4 -mb-5 grid grid-cols-2 gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:static sm:m-0 sm:mt-6 sm:flex sm:justify-end sm:border-0 sm:p-0">
        <RejectAcceptAll className={secondaryButton} onChoose={save} />
        <button
          type="button"
          className={`${primaryButton} col-span-2`}
          onClick={() => save(choices)}
        >
          Save Preferences
        </button>
      </div>
    </>
  );
}
