"use client";

import { type FormEvent, useId, useRef, useState } from "react";

import {
  companySizeLabel,
  companySizes,
  interestedPlanLabel,
  interestedPlans,
  tradeLabel,
  trades,
} from "@/lib/validation/options";
import { limits } from "@/lib/validation/constants";
import type { FieldErrors } from "@/lib/validation/schemas";

import { controlClass, describedBy, Field, SubmitButtons } from "../forms/fields";

export interface CorrectableEntry {
  id: number;
  name: string;
  company: string;
  trade: string;
  company_size: string;
  interested_plan: string;
  back_office_users: number;
  field_users: number;
}

type Name = Exclude<keyof CorrectableEntry, "id">;
type Check = (values: Record<string, string>) => FieldErrors;

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
  const check = useRef<Check | null>(null);
  const load = () => {
    if (check.current) return;
    void import("@/lib/validation/schemas")
      .then(({ check: run, waitlistCorrectionSchema }) => {
        check.current = (values) => run(waitlistCorrectionSchema, values);
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
  const control = (name: Name) => ({
    name,
    id: `${id}-${name}`,
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": describedBy(`${id}-${name}`, error(name)),
    defaultValue: String(entry[name]),
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={error("name")}>
          <input
            {...control("name")}
            required
            maxLength={limits.name}
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field id={`${id}-company`} label="Company" error={error("company")}>
          <input
            {...control("company")}
            required
            maxLength={limits.company}
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field id={`${id}-trade`} label="Trade" error={error("trade")}>
          <select {...control("trade")} required className={`${controlClass} h-11`}>
            {trades.map((value) => (
              <option key={value} value={value}>
                {tradeLabel(value)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-company_size`} label="Company size" error={error("company_size")}>
          <select {...control("company_size")} required className={`${controlClass} h-11`}>
            {companySizes.map((value) => (
              <option key={value} value={value}>
                {companySizeLabel(value)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-interested_plan`}
          label="Interested plan"
          error={error("interested_plan")}
        >
          <select {...control("interested_plan")} required className={`${controlClass} h-11`}>
            {interestedPlans.map((value) => (
              <option key={value} value={value}>
                {interestedPlanLabel(value)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-back_office_users`}
          label="Back-office users"
          error={error("back_office_users")}
        >
          <input
            {...control("back_office_users")}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.users}
            required
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field id={`${id}-field_users`} label="Field users" error={error("field_users")}>
          <input
            {...control("field_users")}
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.users}
            required
            className={`${controlClass} h-11`}
          />
        </Field>
      </div>
      <SubmitButtons pending={pending} idleLabel="Save changes" pendingLabel="Saving..." />
    </form>
  );
}
