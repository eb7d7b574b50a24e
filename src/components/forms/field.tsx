import type { ComponentProps, ReactNode } from "react";

/*
 * No "use client": the console's server-rendered GET forms use these too, so they add nothing to
 * its JavaScript. The public forms import them from their client components as usual.
 *
 * Every word a public form shows is the only child of its element, marked suppressHydrationWarning:
 * a page Chrome translated before its scripts ran holds other words there, and React, hydrating,
 * would otherwise throw the whole page away and draw it again in English (decision 075).
 */

export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-navy-900 shadow-sm aria-[invalid=true]:border-red-600";

/** The public forms' label, and the console's smaller one above its filters. */
const labelClasses = {
  form: "block text-sm font-medium text-slate-800",
  compact: "block text-xs font-semibold text-slate-600",
} as const;

export type LabelStyle = keyof typeof labelClasses;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  labelStyle?: LabelStyle;
  className?: string;
  children: ReactNode;
}

/** Label, control, and a hint or an error the control points at with aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  labelStyle = "form",
  className,
  children,
}: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses[labelStyle]}>
        <span suppressHydrationWarning>{label}</span>
        {optional && (
          <span suppressHydrationWarning className="font-normal text-slate-600">
            {" (optional)"}
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} suppressHydrationWarning className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} suppressHydrationWarning className="mt-1 text-sm text-red-700">
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

/** What a form gives each of its controls: name, id, validity and error wiring, first value. */
export interface ControlProps {
  name: string;
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  defaultValue?: string;
}

/** One field as a form describes it: the control's props, and what the field shows beside it. */
export interface FieldState {
  control: ControlProps;
  error?: string;
  hint?: string;
}

interface FieldChrome extends FieldState {
  label: string;
  optional?: boolean;
  labelStyle?: LabelStyle;
  wrapperClassName?: string;
}

/** Separates what the Field shows from what goes on the control itself. */
function splitChrome<P extends FieldChrome>(props: P) {
  const { control, label, error, hint, optional, labelStyle, wrapperClassName, ...rest } = props;
  return [{ control, label, error, hint, optional, labelStyle, wrapperClassName }, rest] as const;
}

/** Wraps a control in its Field, taking the id from the control so the label always points at it. */
function Framed({ chrome, children }: { chrome: FieldChrome; children: ReactNode }) {
  const { control, wrapperClassName, ...shown } = chrome;
  return (
    <Field id={control.id} className={wrapperClassName} {...shown}>
      {children}
    </Field>
  );
}

type Own = keyof FieldChrome;

export function InputField(props: FieldChrome & Omit<ComponentProps<"input">, Own>) {
  const [chrome, { className = `${controlClass} h-11`, ...input }] = splitChrome(props);
  return (
    <Framed chrome={chrome}>
      {/* A text field says so: one with autocomplete="name" or "organization" and no type is
          outside the text controls the autofill rules name, which checkers flag (pa11y). */}
      <input {...chrome.control} type="text" {...input} className={className} />
    </Framed>
  );
}

export function TextAreaField(props: FieldChrome & Omit<ComponentProps<"textarea">, Own>) {
  const [chrome, { className = `${controlClass} py-2`, ...textarea }] = splitChrome(props);
  return (
    <Framed chrome={chrome}>
      <textarea {...chrome.control} {...textarea} className={className} />
    </Framed>
  );
}

/** A value and the words shown for it. */
export type Choice = readonly [value: string, label: string];

type SelectFieldProps = FieldChrome & {
  choices: readonly Choice[];
  /** The first, empty option ("Choose a plan", "All"); none where a value must stay chosen. */
  placeholder?: string;
} & Omit<ComponentProps<"select">, Own | "children">;

export function SelectField(props: SelectFieldProps) {
  const [chrome, rest] = splitChrome(props);
  const { choices, placeholder, className = `${controlClass} h-11`, ...select } = rest;
  return (
    <Framed chrome={chrome}>
      <select {...chrome.control} {...select} className={className}>
        {placeholder !== undefined && (
          <option value="" suppressHydrationWarning>
            {placeholder}
          </option>
        )}
        {choices.map(([value, text]) => (
          <option key={value} value={value} suppressHydrationWarning>
            {text}
          </option>
        ))}
      </select>
    </Framed>
  );
}
