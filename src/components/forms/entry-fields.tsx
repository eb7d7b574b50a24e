import { limits } from "@/lib/validation/constants";

import { companySizeChoices, tradeChoices } from "./choices";
import { type Choice, type FieldState, InputField, SelectField } from "./field";

/*
 * The fields a person fills in on more than one form: name and e-mail (waitlist, contact, the
 * personal-link request) and the waitlist entry itself (sign-up, and its correction on the
 * person's own page). Limits come from the shared schema's constants, so the forms cannot drift.
 * `autoComplete` is off where a person corrects a stored entry rather than filling in their own.
 */

interface Props {
  field: FieldState;
}

interface Fillable extends Props {
  autoComplete?: string;
}

interface Choosable extends Props {
  /** The empty first option; none when correcting, where a value is already chosen. */
  placeholder?: string;
}

export function NameField({ field, autoComplete }: Fillable) {
  return (
    <InputField
      {...field}
      label="Name"
      required
      maxLength={limits.name}
      autoComplete={autoComplete}
    />
  );
}

export function EmailField({ field }: Props) {
  return (
    <InputField
      {...field}
      label="Email"
      type="email"
      required
      maxLength={limits.email}
      autoComplete="email"
    />
  );
}

export function CompanyField({ field, autoComplete }: Fillable) {
  return (
    <InputField
      {...field}
      label="Company"
      required
      maxLength={limits.company}
      autoComplete={autoComplete}
    />
  );
}

export function TradeField({ field, placeholder }: Choosable) {
  return (
    <SelectField
      {...field}
      label="Trade"
      required
      choices={tradeChoices}
      placeholder={placeholder}
    />
  );
}

export function CompanySizeField({ field, placeholder }: Choosable) {
  return (
    <SelectField
      {...field}
      label="Company size"
      required
      choices={companySizeChoices}
      placeholder={placeholder}
    />
  );
}

export function PlanField({ field, placeholder, choices }: Choosable & { choices: Choice[] }) {
  return (
    <SelectField
      {...field}
      label="Interested plan"
      required
      choices={choices}
      placeholder={placeholder}
    />
  );
}

/** Head counts: at least one back-office user (the account holder); field users may be none. */
export function UserCountField({ field, label, min }: Props & { label: string; min: 0 | 1 }) {
  return (
    <InputField
      {...field}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={limits.users}
      required
    />
  );
}
