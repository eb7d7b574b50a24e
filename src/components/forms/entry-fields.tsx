import { limits } from "@/lib/validation/constants";

import { companySizeChoices, tradeChoices } from "./choices";
import { type Choice, InputField, SelectField } from "./field";
import { type Fillable, type Props, RequiredText } from "./person-fields";

export { EmailField, NameField } from "./person-fields";

/*
 * The fields a person fills in on more than one form: the waitlist entry itself (sign-up, and its
 * correction on the person's own page), and name and e-mail (person-fields.tsx, re-exported here).
 * Limits come from the shared schema's constants, so the forms cannot drift. `autoComplete` is
 * off where a person corrects a stored entry rather than filling in their own.
 */

interface Choosable extends Props {
  /** The empty first option; none when correcting, where a value is already chosen. */
  placeholder?: string;
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

export const CompanyField = (props: Fillable) => (
  <RequiredText {...props} label="Company" maxLength={limits.company} />
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
