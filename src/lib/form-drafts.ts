import { browserStorage } from "@/content/browser-storage";
import type { FunnelForm } from "@/lib/analytics/wire-constants";
import { FILL_KEY_FIELD, HONEYPOT_FIELD, STARTED_FIELD } from "@/lib/validation/constants";

import { readJson, removeItem, writeJson } from "./browser-storage";
import { isFresh } from "./expiry";

/**
 * An unfinished form, or one that could not be sent, kept in the visitor's own browser (never the
 * server) under functionality consent, for the lifetime browser-storage.ts gives it.
 */
export interface FormDraft {
  values: Record<string, string>;
  /** ms since the epoch of the last change. */
  savedAt: number;
  /** Sent and failed (no network, or the server could not take it): offered to send again. */
  unsent: boolean;
}

const items = {
  waitlist: browserStorage.waitlistDraft,
  contact: browserStorage.contactDraft,
} as const satisfies Record<FunnelForm, unknown>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Hidden fields the browser sets when the form is shown, kept with the draft but not typed. */
const browserSet = new Set([STARTED_FIELD, FILL_KEY_FIELD]);

/**
 * The fields worth keeping: what the visitor typed or chose, when the form was first shown (so a
 * re-sent form keeps its original timing) and the fill's key (so a fill sent again after a lost
 * answer is stored once, decision 059). Never the bot trap, buttons or other hidden fields,
 * which the page sets itself.
 */
function keptControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter((element): element is Control => {
    const control = element as Control;
    if (!control.name || control.name === HONEYPOT_FIELD) return false;
    if (control instanceof HTMLInputElement) {
      if (control.type === "hidden") return browserSet.has(control.name);
      return !["submit", "button", "reset", "file", "checkbox", "radio"].includes(control.type);
    }
    return control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement;
  });
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(keptControls(form).map((control) => [control.name, control.value]));
}

/**
 * What the page itself put in each kept field (its HTML's values, or the plan a sign-up link
 * chose), whatever the visitor has typed since: the keeper's code arrives after the page, and a
 * visitor may have begun by then.
 */
export function pageValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    keptControls(form).map((control) => [control.name, pageValue(control)]),
  );
}

function pageValue(control: Control) {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  // A list with no option marked selected shows its first one.
  const options = [...control.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

export function applyValues(form: HTMLFormElement, values: Record<string, string>) {
  for (const control of keptControls(form))
    if (typeof values[control.name] === "string") control.value = values[control.name]!;
}

/** Whether the visitor has typed anything of their own (defaults alone are not worth keeping). */
export function differsFrom(values: Record<string, string>, initial: Record<string, string>) {
  return Object.keys(values).some(
    (name) => !browserSet.has(name) && values[name] !== initial[name],
  );
}

export function readDraft(form: FunnelForm, now: number = Date.now()): FormDraft | null {
  const { area, key, days } = items[form];
  const draft = readJson<FormDraft>(area, key);
  if (draft && isFresh(draft.savedAt, days, now) && typeof draft.values === "object") return draft;
  if (draft) removeItem(area, key);
  return null;
}

export function saveDraft(form: FunnelForm, values: Record<string, string>, unsent = false) {
  const { area, key } = items[form];
  writeJson(area, key, { values, savedAt: Date.now(), unsent } satisfies FormDraft);
}

export function deleteDraft(form: FunnelForm) {
  const { area, key } = items[form];
  removeItem(area, key);
}
