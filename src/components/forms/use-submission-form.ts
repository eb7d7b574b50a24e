"use client";

import { usePathname } from "next/navigation";
import {
  type FocusEvent,
  type FormEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import { randomId } from "@/lib/analytics/random-id";
import { emitFormStep } from "@/lib/form-events";
import { FILL_KEY_FIELD, formResultId, SENT_FIELD } from "@/lib/validation/constants";
import type { FormState } from "@/lib/validation/form-state";
import type { FieldErrors } from "@/lib/validation/schemas";

import { describedBy, type FieldState } from "./field";
import { useFormSubmission } from "./use-form-submission";
import { type CheckedFields, checkedFields, type Validator, valuesOf } from "./validation";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

/**
 * What the waitlist and contact forms share: the shared zod schema checks each field once it has
 * been left (and again as it changes), and every field on submit; the Server Action gives the
 * answer; server errors show beside the fields; typed values stay in the HTML after a no-JavaScript
 * reload. The inputs are the browser's own (uncontrolled): the schema, and zod with it, downloads
 * when the visitor first types into the form or leaves a field, not with the page, nor when a
 * dialog opens on its first field.
 */
export function useSubmissionForm<Name extends string>({
  loadValidator,
  action,
  blank,
  onSuccess,
  onPendingChange,
}: {
  loadValidator: () => Promise<Validator>;
  action: Action;
  blank: Record<Name, string>;
  onSuccess?: () => void;
  /** Told when a submission starts and ends: a dialog stays open meanwhile. */
  onPendingChange?: (pending: boolean) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validator = useRef<Promise<Validator> | null>(null);
  const touched = useRef(new Set<string>());
  // Only fields the browser has checked have an entry; the server's answer covers the rest.
  const [checked, setChecked] = useState<CheckedFields>({});
  // Without JavaScript the form posts to this page and the browser lands on its answer, which
  // the form renders first: the #fragment scrolls it into view.
  const pathname = usePathname();
  const { state, fromServer, pending, submit, formAction } = useFormSubmission(
    action,
    `${pathname}#${formResultId}`,
  );
  const names = Object.keys(blank) as Name[];

  // In the commit that shows "Sending...": told in a later effect, an Escape, × or Back handled in
  // between closed the dialog on a submission in flight.
  useLayoutEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  // Told once the success message is on screen, not when the answer arrived: React renders the
  // answer a little later (much later on a slow phone), and the dialog's 3 s before it closes
  // (spec section 4) would otherwise start before the visitor can read it.
  const announced = useRef<FormState | null>(null);
  useEffect(() => {
    if (fromServer || state.status !== "ok" || announced.current === state) return;
    announced.current = state;
    onSuccess?.();
  }, [state, fromServer, onSuccess]);

  useEffect(() => {
    // With JavaScript the schema shows the messages; without it, the browser's checks apply.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const load = () => (validator.current ??= loadValidator());

  async function validate(form: HTMLFormElement): Promise<FieldErrors> {
    let check: Validator;
    try {
      check = await load();
    } catch {
      // The schema did not download (a weak signal): let the server judge, and try again next time.
      validator.current = null;
      return {};
    }
    const errors = check(valuesOf(form, names));
    setChecked(checkedFields(errors, touched.current));
    return errors;
  }

  const isField = (target: EventTarget): target is HTMLInputElement =>
    "name" in target && (names as string[]).includes((target as HTMLInputElement).name);

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!isField(event.target)) return;
    touched.current.add(event.target.name);
    void validate(event.currentTarget);
  };

  // After each render of the fields' errors, which can move the focused field (conventions.md "What Tab brings into view").
  useLayoutEffect(() => keepFieldInView(formRef.current, document.activeElement), [checked]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    void load().catch(() => (validator.current = null));
    if (isField(event.target) && touched.current.has(event.target.name))
      void validate(event.currentTarget);
  };

  // The submit button is disabled while the form is sent (spec section 4), and a disabled button
  // drops the focus to the page's body: a keyboard user was left outside the dialog, hearing the
  // answer but not on it. When the answer comes and the focus is still lost, it goes to the first
  // refused field, or else to the answer itself.
  const sentFrom = useRef<FormState | null>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    const before = sentFrom.current;
    if (!form || before === null || state === before || state.status === "idle") return;
    sentFrom.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const refused =
      state.status === "invalid" ? names.find((name) => state.fieldErrors?.[name]) : undefined;
    const target = refused ? form.elements.namedItem(refused) : form.querySelector("[data-status]");
    if (target instanceof HTMLElement) target.focus();
  }, [state, names]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void (async () => {
      for (const name of names) touched.current.add(name);
      const errors = await validate(form);
      const firstInvalid = names.find((name) => errors[name]);
      if (firstInvalid) {
        (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      emitFormStep(form, "submitted");
      const data = new FormData(form);
      // Read now, by the clock that set the form's shown time (the server judges the difference).
      data.set(SENT_FIELD, String(Date.now()));
      sentFrom.current = state;
      const result = await submit(data);
      emitFormStep(form, result.status === "ok" ? "success" : "refused", result);
      if (result.status === "ok") {
        for (const name of names) {
          const element = form.elements.namedItem(name) as HTMLInputElement | null;
          if (element) element.value = blank[name];
        }
        // The next send from this form is a new fill, never a repeat of this one (decision 059).
        const fillKey = form.elements.namedItem(FILL_KEY_FIELD) as HTMLInputElement | null;
        if (fillKey) fillKey.value = randomId();
        touched.current.clear();
        setChecked({});
      }
    })();
  };

  const error = (name: Name): string | undefined =>
    Object.hasOwn(checked, name)
      ? checked[name]
      : state.status === "invalid"
        ? state.fieldErrors?.[name]
        : undefined;

  /** Props for one input: name, id, validity, error wiring and its no-JS value. */
  const control = (name: Name, hint?: string) => ({
    name,
    id: `${id}-${name}`,
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": describedBy(`${id}-${name}`, error(name), hint),
    defaultValue: state.values?.[name] ?? blank[name],
  });

  /** Everything one field component needs: its control, its error, and the hint it points at. */
  const field = (name: Name, hint?: string): FieldState => ({
    control: control(name, hint),
    error: error(name),
    hint,
  });

  const formProps = {
    ref: formRef,
    action: formAction,
    onSubmit,
    onBlur,
    onChange,
    onFocus: (event: FocusEvent<HTMLFormElement>) =>
      keepFieldInView(event.currentTarget, event.target),
    "aria-busy": pending,
  };
  return { formRef, state, fromServer, pending, field, formProps };
}

/**
 * The browser brings a focused text field into view only as far as its caret: a message box can
 * stop with its first line above the cookie banner and the rest under it, and the errors of the
 * fields just left, shown a moment later above it, push it further down (conventions.md "What Tab brings into view"). The whole
 * field is kept in view instead, within the page's scroll padding; `nearest` moves nothing that
 * is already wholly in view.
 */
function keepFieldInView(form: HTMLFormElement | null, target: EventTarget | null) {
  if (
    target instanceof Element &&
    target.matches("input, textarea, select") &&
    form?.contains(target)
  )
    target.scrollIntoView({ block: "nearest", inline: "nearest" });
}
