import type { InputHTMLAttributes, ReactNode } from "react";

import { inputClass } from "./buttons";

export const labelClass = "block text-sm font-semibold text-navy-900";
export const hintClass = "mt-1 text-xs text-slate-600";

/** A console form's labelled control, with a hint below it (`${id}-hint`) when it has one. */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** For the field as a whole, where a row of controls sizes it. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input; its hint, when it has one, is what describes it to a screen reader. */
export function InputField({
  id,
  label,
  hint,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "aria-describedby">) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        {...input}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
    </Field>
  );
}
