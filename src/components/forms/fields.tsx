"use client";

import type { ComponentProps, ReactNode } from "react";
import { useEffect, useRef } from "react";

import { STARTED_FIELD } from "@/lib/validation/constants";

import { Honeypot } from "./honeypot";

export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-navy-900 shadow-sm aria-[invalid=true]:border-red-600";

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}

/** Label, control, and an error the control points at with aria-describedby. */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: string) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/**
 * The honeypot, hidden from people and assistive technology (bots fill it), and the time the form
 * was first shown, set in the browser so a form submitted faster than a person can type is
 * quarantined (DESIGN.md, "Anti-spam"). Without JavaScript the time stays empty and is not judged.
 */
export function BotFields() {
  const startedRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (startedRef.current && !startedRef.current.value)
      startedRef.current.value = String(Date.now());
  }, []);
  return (
    <>
      <Honeypot />
      <input ref={startedRef} type="hidden" name={STARTED_FIELD} defaultValue="" />
    </>
  );
}

export function SubmitButtons({
  pending,
  idleLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  idleLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
} & Pick<ComponentProps<"button">, "form">) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          disabled={pending}
          className="h-11 rounded-lg border border-slate-300 bg-white px-5 font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-60"
        >
          Cancel
        </button>
      )}
      <button
        type="submit"
        disabled={pending}
        className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {pending ? pendingLabel : idleLabel}
      </button>
    </div>
  );
}
