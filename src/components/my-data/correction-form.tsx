"use client";

import { type FormEvent, useId, useRef, useState } from "react";

import type { FieldErrors, WaitlistCorrection } from "@/lib/validation/schemas";
import type { PersonalData } from "@/server/people/data";

import { planChoices } from "../forms/choices";
import {
  CompanyField,
  CompanySizeField,
  NameField,
  PlanField,
  TradeField,
  UserCountField,
} from "../forms/entry-fields";
import { describedBy, type FieldState } from "../forms/field";
import { SubmitButtons } from "../forms/submit-buttons";
import { schemaValidator, type Validator } from "../forms/validation";

/** What a person may correct: the correction schema's fields, as the stored entry holds them. */
type Name = keyof WaitlistCorrection;
export type CorrectableEntry = Pick<PersonalData["waitlist"][number], "id" | Name>;

/**
 * Correct one waitlist entry: a plain form post to /my-data/correct (the page sends no referrer,
 * so no Server Action; see src/server/people/handlers.ts), which checks with the waitlist form's
 * own schema and comes back to the page; with JavaScript the same schema checks first.
 */
export function CorrectionForm({
  token,
  entry,
  errors,
}: {
  token: string;
  entry: CorrectableEntry;
  /** The server's answer to the last post of this entry, if it was refused. */
  errors?: FieldErrors;
}) {
  const id = useId();
  const [local, setLocal] = useState<FieldErrors | null>(null);
  const [pending, setPending] = useState(false);
  const check = useRef<Validator | null>(null);
  const load = () => {
    if (check.current) return;
    void schemaValidator("waitlistCorrectionSchema")()
      .then((validator) => {
        check.current = validator;
      })
      .catch(() => {});
  };

  // The schema arrives when the form is first focused; until then (or without JavaScript) the
  // browser's own checks and the server, which always checks too, judge.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].map(([key, value]) => [key, String(value)]),
    );
    const errors = check.current(values);
    setLocal(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      event.preventDefault();
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    } else setPending(true);
  };

  const error = (name: Name) => (local ? local[name] : errors?.[name]);
  const field = (name: Name): FieldState => ({
    control: {
      name,
      id: `${id}-${name}`,
      "aria-invalid": error(name) ? true : undefined,
      "aria-describedby": describedBy(`${id}-${name}`, error(name)),
      defaultValue: String(entry[name]),
    },
    error: error(name),
  });

  return (
    <form
      method="post"
      action="/my-data/correct"
      onSubmit={onSubmit}
      onFocus={load}
      className="space-y-4"
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="entry" value={entry.id} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NameField field={field("name")} />
        <CompanyField field={field("company")} />
        <TradeField field={field("trade")} />
        <CompanySizeField field={field("company_size")} />
        <PlanField field={field("interested_plan")} choices={planChoices} />
        <UserCountField field={field("back_office_users")} label="Back-office users" min={1} />
        <UserCountField field={field("field_users")} label="Field users" min={0} />
      </div>
      <SubmitButtons pending={pending} idleLabel="Save changes" pendingLabel="Saving..." />
    </form>
  );
}
