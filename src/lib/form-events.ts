import type { FormState } from "@/lib/validation/form-state";

/**
 * The forms announce their steps as a DOM event on the <form>: the companions (funnel counting,
 * drafts, attribution) listen when consent lets them, and with no listener it costs nothing.
 * "submitted" is dispatched synchronously before the form's data is read, so a listener can still
 * fill a hidden field.
 */
export const FORM_STEP_EVENT = "grafter:form-step";

export type FormStep = "submitted" | "success" | "refused";
export interface FormStepDetail {
  step: FormStep;
  result?: FormState;
}

export function emitFormStep(form: HTMLFormElement, step: FormStep, result?: FormState) {
  form.dispatchEvent(
    new CustomEvent<FormStepDetail>(FORM_STEP_EVENT, { detail: { step, result } }),
  );
}
