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

function RequiredText({
  field,
  autoComplete,
  label,
  maxLength,
}: Fillable & { label: string; maxLength: number }) {
  return (
    <InputField
      {...field}
      label={label}
      required
      maxLength={maxLength}
      autoComplete={autoComplete}
    />
  );
}

function RequiredChoice({
  field,
  placeholder,
  label,
  choices,
}: Choosable & { label: string; choices: readonly Choice[] }) {
  return (
    <SelectField {...field} label={label} required choices={choices} placeholder={placeholder} />
  );
}

export const NameField = (props: Fillable) => (
  <RequiredText {...props} label="Name" maxLength={limits.name} />
);

export const CompanyField = (props: Fillable) => (
  <RequiredText {...props} label="Company" maxLength={limits.company} />
);

export const EmailField = ({ field }: Props) => (
  <InputField
    {...field}
    label="Email"
    type="email"
    required
    maxLength={limits.email}
    autoComplete="email"
  />
);

export const TradeField = (props: Choosable) => (
  <RequiredChoice {...props} label="Trade" choices={tradeChoices} />
);

export const CompanySizeField = (props: Choosable) => (
  <RequiredChoice {...props} label="Company size" choices={companySizeChoices} />
);

/** The plans with or without their prices, as the form in question shows them. */
export const PlanField = (props: Choosable & { choices: readonly Choice[] }) => (
  <RequiredChoice {...props} label="Interested plan" />
);

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
